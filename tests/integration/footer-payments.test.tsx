/**
 * The footer's bottom strip: the payment methods the shop accepts, its commercial registration and
 * VAT numbers when the API sends them, and the one note on the page that prices include VAT.
 */
import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { CardMarks } from '@/components/icons/payment-marks';
import type { Lang } from '@shared/lang';
import { i18n } from '@/i18n';
import type { StoreInfo } from '@/types/api';
import { apiPath, requestLanguage } from '../mocks/api';
import { storeInfo } from '../mocks/fixtures/store';
import { server } from '../mocks/server';
import { renderApp, renderWithProviders } from '../render';

const text = {
  en: {
    accept: 'We accept',
    marks: ['mada', 'Visa', 'Mastercard', 'Cash on delivery'],
    both: 'CR 1010987654 · VAT No. 310175397400003',
    vatOnly: 'VAT No. 310175397400003',
    note: 'All prices include VAT',
    description: 'Modern Saudi fashion, delivered to your door.',
  },
  ar: {
    accept: 'نقبل',
    marks: ['مدى', 'فيزا', 'ماستركارد', 'الدفع عند الاستلام'],
    both: 'س.ت 1010987654 · الرقم الضريبي 310175397400003',
    vatOnly: 'الرقم الضريبي 310175397400003',
    note: 'جميع الأسعار شاملة ضريبة القيمة المضافة',
    description: 'أزياء سعودية عصرية تصلك إلى باب بيتك.',
  },
} as const;

/** Store info as an API sends it, with the registration fields changed or left out. */
function storeInfoWith(change: (info: StoreInfo) => StoreInfo) {
  server.use(http.get(apiPath('/api/store-info'), ({ request }) => HttpResponse.json([change(storeInfo[requestLanguage(request)])])));
}

function withoutRegistration({ commercial_registration: _cr, vat_number: _vat, ...info }: StoreInfo): StoreInfo {
  return info;
}

/** Renders a page and waits until the footer shows the store's details. */
async function footerIn(language: Lang) {
  await renderApp({ route: '/shop', language });
  const footer = await screen.findByRole('contentinfo');
  await within(footer).findByText(text[language].description);
  return footer;
}

/** The paragraph whose whole text is `content`. */
const paragraph = (content: string) => (_: string, element: Element | null) => element?.tagName === 'P' && element.textContent === content;

describe.each(['en', 'ar'] as const)('footer bottom strip (%s)', (language) => {
  const expected = text[language];

  it('lists the accepted payment marks, each an image with a name in the page language', async () => {
    const footer = await footerIn(language);
    expect(within(footer).getByText(expected.accept)).toBeVisible();
    const list = within(footer).getByRole('list', { name: expected.accept });
    const marks = within(list).getAllByRole('img');
    expect(marks.map((mark) => mark.getAttribute('aria-label'))).toEqual(expected.marks);
    for (const name of expected.marks) expect(within(list).getByRole('img', { name })).toBeInstanceOf(SVGSVGElement);
    // Drawn inline: no image is fetched for them.
    expect(list.querySelector('img, image, use')).toBeNull();
  });

  it('shows the commercial registration and VAT numbers, in Latin digits kept left to right', async () => {
    const footer = await footerIn(language);
    expect(within(footer).getByText(paragraph(expected.both))).toBeInTheDocument();
    const numbers = [...footer.querySelectorAll('bdi')];
    expect(numbers.map((bdi) => [bdi.textContent, bdi.getAttribute('dir')])).toEqual([
      ['1010987654', 'ltr'],
      ['310175397400003', 'ltr'],
    ]);
  });

  it('says once on the page that prices include VAT', async () => {
    const footer = await footerIn(language);
    expect(within(footer).getByText(expected.note)).toBeInTheDocument();
    expect(screen.getAllByText(expected.note)).toHaveLength(1);
  });

  it('shows neither number when the API leaves the fields out, and the rest of the strip stays', async () => {
    storeInfoWith(withoutRegistration);
    const footer = await footerIn(language);
    expect(within(footer).queryByText(/1010987654|310175397400003/)).not.toBeInTheDocument();
    expect(footer.querySelector('bdi')).toBeNull();
    expect(footer).not.toHaveTextContent(language === 'en' ? /\bCR\b|VAT No\./ : /س\.ت|الرقم الضريبي/);
    expect(within(footer).getByRole('list', { name: expected.accept })).toBeInTheDocument();
    expect(within(footer).getByText(expected.note)).toBeInTheDocument();
  });

  it.each([null, ' '])('shows only the number that is there when the other is %j', async (missing) => {
    storeInfoWith((info) => ({ ...info, commercial_registration: missing, vat_number: '310175397400003' }));
    const footer = await footerIn(language);
    expect(within(footer).getByText(paragraph(expected.vatOnly))).toBeInTheDocument();
    expect(footer).not.toHaveTextContent('1010987654');
    expect(footer).not.toHaveTextContent('·');
  });
});

it('shows neither number while store info is failing, and keeps the payment marks and the VAT note', async () => {
  server.use(http.get(apiPath('/api/store-info'), () => HttpResponse.json({ message: 'down' }, { status: 500 })));
  await renderApp({ route: '/shop', language: 'en' });
  const footer = await screen.findByRole('contentinfo');
  await within(footer).findByRole('alert');
  expect(footer.querySelector('bdi')).toBeNull();
  expect(within(footer).getAllByRole('img', { name: /mada|Visa|Mastercard|Cash on delivery/ })).toHaveLength(4);
  expect(within(footer).getByText('All prices include VAT')).toBeInTheDocument();
});

it.each(['en', 'ar'] as const)('gives checkout the card marks, mada, Visa and Mastercard, named in the page language (%s)', async (language) => {
  const { container } = await renderWithProviders(<CardMarks />, { language });
  expect(screen.getAllByRole('img').map((mark) => mark.getAttribute('aria-label'))).toEqual(text[language].marks.slice(0, 3));
  // Phrasing content only, so it may sit inside a label.
  expect(container.querySelector('ul, li, div')).toBeNull();
});

afterAll(() => i18n.changeLanguage('en'));
