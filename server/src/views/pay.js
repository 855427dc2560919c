// The test payment page ("Card payments"): names the card's network as it is typed, from the
// prefixes the server gives (mada's BINs before the Visa and Mastercard prefixes they share), and groups the digits.
const form = document.querySelector('form[data-networks]');
const input = form?.querySelector('input[name="number"]');
const output = document.getElementById('card-network');
if (form && input && output) {
  const networks = JSON.parse(form.dataset.networks);
  const names = JSON.parse(form.dataset.names);
  const matches = (digits, pattern) => {
    if (Array.isArray(pattern)) {
      const [min, max] = pattern.map(String);
      const head = Number(digits.slice(0, min.length));
      return digits.length >= min.length && head >= Number(min) && head <= Number(max);
    }
    return digits.startsWith(String(pattern));
  };
  const networkOf = (digits) => networks.find(({ patterns }) => patterns.some((pattern) => matches(digits, pattern)))?.network ?? null;
  const show = () => {
    const digits = input.value.replace(/\D/g, '').slice(0, 19);
    input.value = digits.replace(/(\d{4})(?=\d)/g, '$1 ');
    const network = networkOf(digits);
    output.textContent = network ? names[network] : form.dataset.unknown;
    if (network) output.dataset.network = network;
    else delete output.dataset.network;
  };
  input.addEventListener('input', show);
  show();
}
