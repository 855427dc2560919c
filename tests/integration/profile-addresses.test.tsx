/**
 * The profile's Addresses tab (docs/product.md, "Saved addresses"): only against an API that keeps
 * addresses; the list, the default first; adding, editing, making the default and deleting, each
 * with its toast; a failed call's message; the focus moving into each dialog and back.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import type { AddressBody } from '@/types/api';
import { saveStoredLogin } from '@/lib/stored-login';
import { apiPath } from '../mocks/api';
import { loginResponse } from '../mocks/fixtures/accounts';
import { SAVED_HOME, SAVED_WORK, addressStore } from '../mocks/handlers/addresses';
import { storeInfoWithCapabilities } from '../mocks/handlers/store';
import { server } from '../mocks/server';
import { findHeading, renderApp } from '../render';

beforeEach(() => {
  saveStoredLogin(loginResponse);
  addressStore.reset([SAVED_HOME, SAVED_WORK]);
  server.use(storeInfoWithCapabilities(['addresses']));
});
afterEach(() => server.events.removeAllListeners());

/** The URLs of the address book's calls, and the bodies sent to it. */
function captureAddressRequests() {
  const calls: { method: string; url: string; body?: AddressBody }[] = [];
  server.events.on('request:start', ({ request }) => {
    if (!new URL(request.url).pathname.startsWith('/api/addresses')) return;
    const call: (typeof calls)[number] = { method: request.method, url: request.url };
    calls.push(call);
    if (request.method === 'POST' || request.method === 'PUT') void request.clone().json().then((body) => (call.body = body as AddressBody));
  });
  return calls;
}

const addressList = () => screen.findByRole('list', { name: /^(Saved addresses|العناوين المحفوظة)$/ });
const rows = () => within(screen.getByRole('list', { name: 'Saved addresses' })).getAllByRole('listitem');
const field = (name: string) => within(screen.getByRole('dialog')).getByRole('textbox', { name });

async function openAddresses(language: 'ar' | 'en' = 'en') {
  const app = await renderApp({ route: '/profile?tab=addresses', language });
  await findHeading(language === 'en' ? 'My account' : 'حسابي');
  await addressList();
  return app;
}

describe('the Addresses tab while store info loads', () => {
  it('keeps its place unseen, so that the tabs do not move when the API says it keeps addresses', async () => {
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(http.get(apiPath('/api/store-info'), async () => void (await answered)));
    await renderApp({ route: '/profile' });
    await findHeading('My account');
    const nav = screen.getByRole('navigation', { name: 'Account sections' });
    // There, but neither seen nor reached.
    expect(within(nav).queryByRole('link', { name: 'Addresses' })).not.toBeInTheDocument();
    const placeholder = within(nav).getByText('Addresses').closest('li')!;
    expect(placeholder).toHaveClass('invisible');
    expect([...nav.querySelectorAll('li')].indexOf(placeholder)).toBe(1);
    answer();
    await waitFor(() => expect(within(nav).getByRole('link', { name: 'Addresses' })).toBeVisible());
    expect(within(nav).getByText('Addresses').closest('li')).toBe(placeholder);
    expect(placeholder).not.toHaveClass('invisible');
  });
});

describe('the Addresses tab against an API without saved addresses', () => {
  it('shows no tab and makes no call, even when the link asks for it', async () => {
    server.use(storeInfoWithCapabilities([]));
    const calls = captureAddressRequests();
    await renderApp({ route: '/profile?tab=addresses' });
    await findHeading('My account');
    // It falls back to the orders.
    expect(await screen.findByText('Order LB-000031')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'My orders' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Account sections' });
    expect(within(nav).queryByRole('link', { name: 'Addresses' })).not.toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Favorites' })).toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});

describe('the Addresses tab', () => {
  it('comes after My orders and lists the addresses, the default first and marked', async () => {
    const app = await renderApp({ route: '/profile' });
    const nav = await screen.findByRole('navigation', { name: 'Account sections' });
    const tab = await within(nav).findByRole('link', { name: 'Addresses' });
    expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual(['My orders', 'Addresses', 'Favorites', 'Personal details', 'Password']);
    await app.user.click(tab);
    expect(app.location().search).toBe('?tab=addresses');
    expect(await screen.findByRole('heading', { level: 2, name: 'Addresses' })).toBeInTheDocument();
    await addressList();
    const [home, work] = rows();
    expect(home).toHaveTextContent('Default');
    expect(home).toHaveTextContent('7235 Olaya Street');
    expect(home).toHaveTextContent('Al Olaya, Riyadh 12211');
    expect(home).toHaveTextContent('National Address: RRRD2929');
    expect(home).toHaveTextContent('Mobile: 0501234567');
    expect(within(home!).getByRole('button', { name: 'Edit the address 7235 Olaya Street' })).toBeInTheDocument();
    expect(within(home!).getByRole('button', { name: 'Delete the address 7235 Olaya Street' })).toBeInTheDocument();
    // The default is the default already.
    expect(within(home!).queryByRole('button', { name: /Make default/ })).not.toBeInTheDocument();
    expect(work).not.toHaveTextContent('Default');
    expect(work).toHaveTextContent('3120 Prince Sultan Road');
    expect(within(work!).getByRole('button', { name: 'Make default: the address 3120 Prince Sultan Road' })).toHaveTextContent('Make default');
  });

  it('speaks Arabic', async () => {
    await openAddresses('ar');
    expect(screen.getByRole('link', { name: 'العناوين' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('heading', { level: 2, name: 'العناوين' })).toBeInTheDocument();
    const [home, work] = within(screen.getByRole('list', { name: 'العناوين المحفوظة' })).getAllByRole('listitem');
    expect(within(home!).getByText('الافتراضي')).toBeInTheDocument();
    expect(home).toHaveTextContent('Al Olaya، Riyadh 12211');
    expect(within(home!).getByRole('button', { name: 'تعديل العنوان 7235 Olaya Street' })).toHaveTextContent('تعديل');
    expect(within(home!).getByRole('button', { name: 'حذف العنوان 7235 Olaya Street' })).toHaveTextContent('حذف');
    expect(within(work!).getByRole('button', { name: 'تعيين كافتراضي: العنوان 3120 Prince Sultan Road' })).toHaveTextContent('تعيين كافتراضي');
    expect(screen.getByRole('button', { name: 'إضافة عنوان' })).toBeInTheDocument();
  });

  it('says so when there are none yet', async () => {
    addressStore.reset([]);
    await renderApp({ route: '/profile?tab=addresses' });
    expect(await screen.findByText('No saved addresses yet. The address of your next order is saved here.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add an address' })).toBeInTheDocument();
  });

  it('shows a skeleton while loading, and a retry when the list fails', async () => {
    let fail = true;
    server.use(http.get(apiPath('/api/addresses'), () => (fail ? HttpResponse.json({ message: 'down' }, { status: 500 }) : undefined)));
    const app = await renderApp({ route: '/profile?tab=addresses' });
    const section = await screen.findByRole('region', { name: 'Addresses' });
    expect(await within(section).findByRole('status')).toHaveTextContent('Loading…');
    const failed = await within(section).findByRole('alert');
    expect(failed).toHaveTextContent('Failed to load data');
    fail = false;
    await app.user.click(within(failed).getByRole('button', { name: 'Try again' }));
    await addressList();
    expect(rows()).toHaveLength(2);
  });
});

describe('adding an address', () => {
  it('starts from the shopper, names each wrong field, then saves it as the default and lists it', async () => {
    const calls = captureAddressRequests();
    const app = await openAddresses();
    const add = screen.getByRole('button', { name: 'Add an address' });
    await app.user.click(add);
    const dialog = screen.getByRole('dialog', { name: 'Add an address' });
    expect(dialog).toHaveAttribute('data-modal', 'true');
    // The focus moves into the dialog, onto its first field, which starts from the signed-in shopper.
    await waitFor(() => expect(field("Recipient's name")).toHaveFocus());
    expect(field("Recipient's name")).toHaveValue('Noura Alharbi');
    expect(field('Mobile number')).toHaveValue('501234567');
    expect(within(dialog).getByRole('checkbox', { name: 'Make this my default address' })).not.toBeChecked();

    await app.user.clear(field("Recipient's name"));
    await app.user.type(field('Postcode'), '123');
    await app.user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText("Please enter the recipient's name")).toBeInTheDocument();
    expect(field("Recipient's name")).toHaveAccessibleDescription(/Please enter the recipient's name/);
    expect(field('City')).toHaveAccessibleDescription('Please enter the city');
    expect(field('District')).toHaveAccessibleDescription('Please enter the district');
    expect(field('Street')).toHaveAccessibleDescription('Please enter the street');
    expect(field('Building number')).toHaveAccessibleDescription('Please enter the building number');
    expect(field('Postcode')).toHaveAccessibleDescription(/The postcode is 5 digits/);
    expect(field("Recipient's name")).toHaveFocus();
    expect(calls).toEqual([expect.objectContaining({ method: 'GET' })]);

    await app.user.type(field("Recipient's name"), 'Sara Alharbi');
    await app.user.type(field('City'), 'Dammam');
    await app.user.type(field('District'), 'Al Faisaliyah');
    await app.user.type(field('Street'), 'King Fahd Road');
    await app.user.type(field('Building number'), '4410');
    await app.user.clear(field('Postcode'));
    await app.user.type(field('Postcode'), '32272');
    await app.user.click(within(dialog).getByRole('checkbox', { name: 'Make this my default address' }));
    await app.user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('The address has been saved')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The focus goes back to the button that opened the dialog.
    expect(add).toHaveFocus();
    await waitFor(() => expect(rows()).toHaveLength(3));
    const [first, ...others] = rows();
    expect(first).toHaveTextContent('Sara Alharbi');
    expect(first).toHaveTextContent('Default');
    expect(first).toHaveTextContent('4410 King Fahd Road');
    for (const other of others) expect(other).not.toHaveTextContent('Default');
    const post = calls.find((call) => call.method === 'POST');
    // No region: this form asks for none.
    expect(post?.body).toEqual({
      recipient: 'Sara Alharbi',
      phone: '966501234567',
      city: 'Dammam',
      district: 'Al Faisaliyah',
      street: 'King Fahd Road',
      building_number: '4410',
      postcode: '32272',
      short_address: null,
      directions: null,
      is_default: true,
    });
  });

  it('keeps the dialog open and says why when the save fails', async () => {
    server.use(http.post(apiPath('/api/addresses'), () => HttpResponse.json({ message: 'You can keep at most 20 addresses.' }, { status: 422 })));
    const app = await openAddresses();
    await app.user.click(screen.getByRole('button', { name: 'Add an address' }));
    const dialog = screen.getByRole('dialog', { name: 'Add an address' });
    await app.user.type(field('City'), 'Riyadh');
    await app.user.type(field('District'), 'Al Malqa');
    await app.user.type(field('Street'), 'Anas Ibn Malik Road');
    await app.user.type(field('Building number'), '8228');
    await app.user.type(field('Postcode'), '13521');
    await app.user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('You can keep at most 20 addresses.');
    // And a toast, which outlives the dialog.
    await waitFor(() => expect(screen.getAllByText('You can keep at most 20 addresses.')).toHaveLength(2));
    expect(field('Street')).toHaveValue('Anas Ibn Malik Road');
    expect(rows()).toHaveLength(2);

    await app.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add an address' })).toHaveFocus();
  });

  it('starts as the default when it is the first one', async () => {
    addressStore.reset([]);
    const app = await renderApp({ route: '/profile?tab=addresses' });
    await app.user.click(await screen.findByRole('button', { name: 'Add an address' }));
    expect(within(screen.getByRole('dialog')).getByRole('checkbox', { name: 'Make this my default address' })).toBeChecked();
  });

  it('names the wrong fields in Arabic', async () => {
    const app = await openAddresses('ar');
    await app.user.click(screen.getByRole('button', { name: 'إضافة عنوان' }));
    const dialog = screen.getByRole('dialog', { name: 'إضافة عنوان' });
    await app.user.click(within(dialog).getByRole('button', { name: 'حفظ' }));
    expect(await within(dialog).findByText('الرجاء إدخال المدينة')).toBeInTheDocument();
    expect(within(dialog).getByText('الرجاء إدخال الشارع')).toBeInTheDocument();
    expect(within(dialog).getByRole('checkbox', { name: 'اجعل هذا عنواني الافتراضي' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'إلغاء' })).toBeInTheDocument();
  });
});

describe('editing an address', () => {
  it('opens the form filled, saves the change and keeps the region and map point of the same place', async () => {
    const calls = captureAddressRequests();
    const app = await openAddresses();
    const edit = screen.getByRole('button', { name: 'Edit the address 3120 Prince Sultan Road' });
    await app.user.click(edit);
    const dialog = screen.getByRole('dialog', { name: 'Edit the address' });
    await waitFor(() => expect(field("Recipient's name")).toHaveFocus());
    expect(field('Mobile number')).toHaveValue('551112222');
    expect(field('City')).toHaveValue('Jeddah');
    expect(field('District')).toHaveValue('Al Hamra');
    expect(field('Street')).toHaveValue('Prince Sultan Road');
    expect(field('Building number')).toHaveValue('3120');
    expect(field('Postcode')).toHaveValue('23212');
    expect(within(dialog).getByRole('checkbox', { name: 'Make this my default address' })).not.toBeChecked();

    await app.user.type(field('Directions for the courier (optional)'), 'Gate 2');
    await app.user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The address has been saved')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(edit).toHaveFocus();
    await waitFor(() => expect(rows()[1]).toHaveTextContent('Directions: Gate 2'));
    // Still not the default.
    expect(rows()[0]).toHaveTextContent('7235 Olaya Street');
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.url).toMatch(/\/api\/addresses\/42$/);
    expect(put?.body).toMatchObject({ region: 'Makkah Region', lat: 21.5169, lon: 39.1748, directions: 'Gate 2', phone: '966551112222', is_default: false });
  });

  it('drops the old region and point when the place changes', async () => {
    const calls = captureAddressRequests();
    const app = await openAddresses();
    await app.user.click(screen.getByRole('button', { name: 'Edit the address 3120 Prince Sultan Road' }));
    await app.user.clear(field('Building number'));
    await app.user.type(field('Building number'), '3150');
    await app.user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The address has been saved')).toBeInTheDocument();
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.body).toMatchObject({ building_number: '3150', city: 'Jeddah' });
    expect(put?.body).not.toHaveProperty('region');
    expect(put?.body).not.toHaveProperty('lat');
  });

  it('says the default is the default instead of offering the box', async () => {
    const app = await openAddresses();
    await app.user.click(screen.getByRole('button', { name: 'Edit the address 7235 Olaya Street' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit the address' });
    expect(within(dialog).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(within(dialog).getByText('This is your default address. Checkout starts from it.')).toBeInTheDocument();
    expect(field('National Address short code (optional)')).toHaveValue('RRRD2929');
  });
});

describe('making an address the default', () => {
  it('moves the default, toasts, and keeps the focus on that address', async () => {
    const app = await openAddresses();
    await app.user.click(screen.getByRole('button', { name: 'Make default: the address 3120 Prince Sultan Road' }));
    expect(await screen.findByText('The address 3120 Prince Sultan Road is now your default address')).toBeInTheDocument();
    await waitFor(() => expect(rows()[0]).toHaveTextContent('3120 Prince Sultan Road'));
    const [work, home] = rows();
    expect(work).toHaveTextContent('Default');
    expect(home).not.toHaveTextContent('Default');
    expect(within(home!).getByRole('button', { name: 'Make default: the address 7235 Olaya Street' })).toBeInTheDocument();
    expect(within(work!).getByRole('button', { name: 'Edit the address 3120 Prince Sultan Road' })).toHaveFocus();
    expect(addressStore.list.find((entry) => entry.id === SAVED_WORK.id)).toMatchObject({ is_default: true, region: 'Makkah Region', lat: 21.5169 });
  });

  it('toasts the server’s message when it fails', async () => {
    server.use(http.put(apiPath('/api/addresses/:id'), () => HttpResponse.json({ message: 'Address not found' }, { status: 404 })));
    const app = await openAddresses();
    await app.user.click(screen.getByRole('button', { name: 'Make default: the address 3120 Prince Sultan Road' }));
    expect(await screen.findByText('Address not found')).toBeInTheDocument();
    expect(rows()[0]).toHaveTextContent('7235 Olaya Street');
  });
});

describe('deleting an address', () => {
  it('asks first; cancelling keeps it', async () => {
    const app = await openAddresses();
    const remove = screen.getByRole('button', { name: 'Delete the address 3120 Prince Sultan Road' });
    await app.user.click(remove);
    const dialog = screen.getByRole('dialog', { name: 'Delete this address?' });
    expect(dialog).toHaveTextContent('The address 3120 Prince Sultan Road will be removed from your saved addresses.');
    // The harmless choice has the focus.
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
    await waitFor(() => expect(cancel).toHaveFocus());
    await app.user.click(cancel);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(remove).toHaveFocus();
    expect(rows()).toHaveLength(2);
  });

  it('deletes the default once confirmed, and the other one takes its place', async () => {
    const app = await openAddresses();
    await app.user.click(screen.getByRole('button', { name: 'Delete the address 7235 Olaya Street' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this address?' });
    expect(dialog).toHaveTextContent('It is your default address: your newest other address takes its place.');
    await app.user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('The address has been deleted')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rows()[0]).toHaveTextContent('3120 Prince Sultan Road');
    expect(rows()[0]).toHaveTextContent('Default');
    // Its row is gone: the focus lands on the Add button, not lost to the page.
    expect(screen.getByRole('button', { name: 'Add an address' })).toHaveFocus();
  });

  it('says so when the last one goes', async () => {
    addressStore.reset([SAVED_WORK]);
    const app = await openAddresses();
    await app.user.click(screen.getByRole('button', { name: 'Delete the address 3120 Prince Sultan Road' }));
    await app.user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('No saved addresses yet. The address of your next order is saved here.')).toBeInTheDocument();
  });

  it('toasts the server’s message when it fails and keeps the address', async () => {
    server.use(http.delete(apiPath('/api/addresses/:id'), () => HttpResponse.json({ message: 'Address not found' }, { status: 404 })));
    const app = await openAddresses();
    const remove = screen.getByRole('button', { name: 'Delete the address 3120 Prince Sultan Road' });
    await app.user.click(remove);
    await app.user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Address not found')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(remove).toHaveFocus();
    expect(rows()).toHaveLength(2);
  });
});
