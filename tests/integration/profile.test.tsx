import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { saveWishlist } from '@/features/wishlist/wishlist-store';
import { orderKeys } from '@/api/orders/orders';
import { LOGIN_TTL_MS, STORED_LOGIN_KEY, getStoredLogin, removeStoredLogin, saveStoredLogin } from '@/lib/stored-login';
import { apiPath } from '../mocks/api';
import { loginResponse, orders } from '../mocks/fixtures/accounts';
import { orderStore, placedOrder } from '../mocks/handlers/orders';
import { server } from '../mocks/server';
import { findHeading, renderApp } from '../render';

beforeEach(() => {
  saveStoredLogin(loginResponse);
  orderStore.reset();
});

describe('/profile orders', () => {
  it('lists the orders with translated, coloured statuses and SAR totals', async () => {
    await renderApp({ route: '/profile' });
    await findHeading('My account');
    // The readable number where the API gives one, the id otherwise.
    const pending = (await screen.findByText('Order LB-000031')).closest('li')!;
    expect(within(pending).getByText('Pending')).toHaveClass('bg-yellow-100');
    expect(within(pending).getByText('2026-11-20')).toBeInTheDocument();
    expect(within(pending).getByText(/SAR\s*420\.62/)).toBeInTheDocument();
    const rejected = screen.getByText('Order 30').closest('li')!;
    expect(within(rejected).getByText('Rejected')).toHaveClass('bg-red-100');
    const completed = screen.getByText('Order 29').closest('li')!;
    expect(within(completed).getByText('Completed')).toHaveClass('bg-green-100');
  });

  it('translates the statuses in Arabic', async () => {
    await renderApp({ route: '/profile', language: 'ar' });
    expect(await screen.findByText('قيد الانتظار')).toBeInTheDocument();
    expect(screen.getByText('مرفوض')).toBeInTheDocument();
    expect(screen.getAllByText(/ر\.س/).length).toBeGreaterThan(0);
  });

  it('opens a detail popup with the items, their colour and size, the amounts and the delivery address', async () => {
    const app = await renderApp({ route: '/profile' });
    const row = (await screen.findByText('Order LB-000031')).closest('li')!;
    await app.user.click(within(row).getByRole('button', { name: 'View order LB-000031 details' }));
    const dialog = screen.getByRole('dialog', { name: 'Order LB-000031 details' });
    const abaya = within(dialog).getByText('Black abaya').closest('li')!;
    expect(abaya).toHaveTextContent('Colour: Black');
    expect(abaya).toHaveTextContent('Size: M');
    expect(abaya).toHaveTextContent('Quantity: 2');
    // The line as the shopper saw it: 150 SAR is 172.50 with VAT, two of them.
    expect(abaya).toHaveTextContent('SAR 345');
    expect(within(dialog).getByText('Silk scarf')).toBeInTheDocument();
    // The amounts add up: products − coupon + shipping = total, which is its part before VAT and the VAT.
    expect(within(dialog).getByText('Products (VAT included)').nextSibling).toHaveTextContent('SAR 422.63');
    expect(within(dialog).getByText('Coupon').nextSibling).toHaveTextContent('−SAR 42.26');
    expect(within(dialog).getByText('Shipping (VAT included)').nextSibling).toHaveTextContent('SAR 40.25');
    expect(within(dialog).getByText('Total').nextSibling).toHaveTextContent('SAR 420.62');
    expect(within(dialog).getByText('Total before VAT').nextSibling).toHaveTextContent('SAR 365.76');
    expect(within(dialog).getByText('VAT 15%').nextSibling).toHaveTextContent('SAR 54.86');
    expect(within(dialog).getByText('Cash on delivery')).toBeInTheDocument();
    expect(within(dialog).getByText('Naqel Express · Jeddah')).toBeInTheDocument();
    const address = within(dialog).getByTestId('delivery-address');
    expect(address).toHaveTextContent('Noura Alharbi');
    expect(address).toHaveTextContent('3120 Prince Sultan Road');
    expect(address).toHaveTextContent('Al Hamra, Jeddah 23212');
    expect(address).toHaveTextContent('National Address: JHAA3120');
    expect(address).toHaveTextContent('Mobile: 0501234567');
    expect(address).toHaveTextContent('Directions: Gate 2');
    expect(within(dialog).getByRole('link', { name: 'Track your shipment' })).toHaveAttribute('href', 'https://api.libas.example/api/tracking/K7Q2M9XW4PRT3H');
    expect(within(dialog).getByRole('link', { name: 'Tax invoice' })).toHaveAttribute('href', 'https://api.libas.example/api/orders/31/invoice?token=1.abc');
    await app.user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('names the shipping company and the city in Arabic too', async () => {
    const app = await renderApp({ route: '/profile', language: 'ar' });
    const row = (await screen.findByText('طلب رقم LB-000031')).closest('li')!;
    await app.user.click(within(row).getByRole('button'));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('ناقل إكسبرس · جدة')).toBeInTheDocument();
    expect(within(dialog).getByText('عباية سوداء').closest('li')).toHaveTextContent('اللون: أسود');
    expect(within(dialog).getByText('ضريبة القيمة المضافة 15٪').nextSibling).toHaveTextContent('54.86');
    expect(within(dialog).getByTestId('delivery-address')).toHaveTextContent('Al Hamra، Jeddah');
    expect(within(dialog).getByRole('link', { name: 'الفاتورة الضريبية' })).toBeInTheDocument();
  });

  it('names the card that paid an order, mada as a debit card, and keeps its number on one line', async () => {
    server.use(
      http.get(apiPath('/api/my_orders'), () =>
        HttpResponse.json([
          { ...orders[0], cod: false, card_network: 'mada' },
          { ...orders[0], id: 32, number: 'LB-000032', cod: false },
        ]),
      ),
    );
    const app = await renderApp({ route: '/profile' });
    const row = (await screen.findByText('Order LB-000031')).closest('li')!;
    expect(within(row).getByText('Order LB-000031')).toHaveClass('whitespace-nowrap');
    await app.user.click(within(row).getByRole('button', { name: 'View order LB-000031 details' }));
    const dialog = screen.getByRole('dialog', { name: 'Order LB-000031 details' });
    expect(within(dialog).getByTestId('payment-method')).toHaveTextContent(/^mada \(debit card\)$/);
    // The title may wrap, but never inside the number; nor does the mobile.
    expect(within(dialog).getByText('LB-000031')).toHaveClass('whitespace-nowrap');
    expect(within(dialog).getByText('0501234567')).toHaveClass('whitespace-nowrap');
    await app.user.click(within(dialog).getByRole('button', { name: 'Close' }));

    // Without the card's network from the API, a card is a card.
    await app.user.click(screen.getByRole('button', { name: 'View order LB-000032 details' }));
    expect(within(screen.getByRole('dialog')).getByTestId('payment-method')).toHaveTextContent(/^Card$/);
  });

  it("shows the shop's message when the orders cannot load", async () => {
    server.use(http.get(apiPath('/api/my_orders'), () => HttpResponse.json({ message: 'down' }, { status: 500 })));
    await renderApp({ route: '/profile', language: 'ar' });
    expect(await screen.findByRole('alert')).toHaveTextContent('فشل في تحميل البيانات');
  });

  it('says so when there are no orders', async () => {
    server.use(http.get(apiPath('/api/my_orders'), () => HttpResponse.json([])));
    await renderApp({ route: '/profile' });
    expect(await screen.findByText("You haven't placed an order yet.")).toBeInTheDocument();
  });
});

describe('/profile personal details', () => {
  it('validates the required fields and the email format, in both languages', async () => {
    const app = await renderApp({ route: '/profile?tab=personal' });
    const email = await screen.findByLabelText('Email');
    await app.user.clear(screen.getByLabelText('First name'));
    await app.user.clear(email);
    await app.user.type(email, 'not-an-email');
    await app.user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText('Invalid email format')).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'التبديل إلى العربية' }));
    expect(await screen.findByText('صيغة البريد الإلكتروني غير صحيحة')).toBeInTheDocument();
  });

  it('saves, toasts and refreshes the stored login, keeping its end: 2 hours from sign-in', async () => {
    vi.spyOn(Date, 'now').mockReturnValue(1_000_000);
    saveStoredLogin(loginResponse);
    vi.mocked(Date.now).mockReturnValue(5_000_000);
    const app = await renderApp({ route: '/profile?tab=personal' });
    const phone = await screen.findByLabelText('Phone');
    await app.user.clear(phone);
    await app.user.type(phone, '551112222');
    await app.user.upload(screen.getByLabelText('Profile photo'), new File(['x'], 'me.png', { type: 'image/png' }));
    await app.user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your details have been updated')).toBeInTheDocument();
    const stored = JSON.parse(localStorage.getItem(STORED_LOGIN_KEY)!);
    expect(stored.token).toBe(loginResponse.token);
    // Kept as checkout sends it.
    expect(stored.user.phone).toBe('966551112222');
    expect(stored.expires_at).toBe(1_000_000 + LOGIN_TTL_MS);
    vi.restoreAllMocks();
  });

  it("shows the mobile as checkout does, +966 before its 9 digits, sends it with 966, and has no free-text address", async () => {
    const forms: FormData[] = [];
    server.use(
      http.post(apiPath('/api/update-profile'), async ({ request }) => {
        const form = await request.formData();
        forms.push(form);
        return HttpResponse.json({ message: 'Updated', user: { ...loginResponse.user, phone: String(form.get('phone')) } });
      }),
    );
    const app = await renderApp({ route: '/profile?tab=personal' });
    const phone = await screen.findByRole('textbox', { name: 'Phone' });
    expect(phone).toHaveValue('501234567');
    expect(phone).toHaveAttribute('type', 'tel');
    expect(phone.parentElement).toHaveTextContent('+966');
    // The address book keeps the addresses now.
    expect(screen.queryByRole('textbox', { name: 'Address' })).not.toBeInTheDocument();

    await app.user.clear(phone);
    await app.user.type(phone, '12345');
    await app.user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Enter a valid Saudi mobile (5XXXXXXXX)')).toBeInTheDocument();
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(forms).toEqual([]);

    await app.user.clear(phone);
    await app.user.type(phone, '055 111 2222');
    await app.user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your details have been updated')).toBeInTheDocument();
    expect(forms[0]!.get('phone')).toBe('966551112222');
    // Whatever free-text address the account had stays as it was.
    expect(forms[0]!.get('location')).toBe('Riyadh');
  });

  it("starts an empty mobile from the shopper's newest order, and leaves it empty without one", async () => {
    saveStoredLogin({ ...loginResponse, user: { ...loginResponse.user, phone: null } });
    const { unmount } = await renderApp({ route: '/profile?tab=personal' });
    expect(await screen.findByRole('textbox', { name: 'Phone' })).toHaveValue('');
    unmount();

    orderStore.placed.set(60, placedOrder(60, { amount: 120, cod: true, city: 'RUH', shipping_gate: 'naqel', phone: '966509876543' }));
    await renderApp({ route: '/profile?tab=personal', language: 'ar' });
    await vi.waitFor(() => expect(screen.getByRole('textbox', { name: 'رقم الجوال' })).toHaveValue('509876543'));
  });

  it('asks for the current password when the email changes, and sends it', async () => {
    const forms: FormData[] = [];
    server.use(
      http.post(apiPath('/api/update-profile'), async ({ request }) => {
        const form = await request.formData();
        forms.push(form);
        return HttpResponse.json({ message: 'Updated', user: { ...loginResponse.user, email: String(form.get('email')) }, token: 'renewed.jwt.token' });
      }),
    );
    const app = await renderApp({ route: '/profile?tab=personal' });
    const email = await screen.findByLabelText('Email');
    expect(screen.queryByLabelText('Current password, to change your email')).not.toBeInTheDocument();
    await app.user.clear(email);
    await app.user.type(email, 'noura.new@example.sa');
    await app.user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Enter your current password to change your email')).toBeInTheDocument();
    expect(forms).toEqual([]);
    await app.user.type(screen.getByLabelText('Current password, to change your email'), 'secret123');
    await app.user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your details have been updated')).toBeInTheDocument();
    expect(forms[0]!.get('current_password')).toBe('secret123');
    expect(forms[0]!.get('email')).toBe('noura.new@example.sa');
    expect(JSON.parse(localStorage.getItem(STORED_LOGIN_KEY)!).token).toBe('renewed.jwt.token');
  });

  it("sends the shopper to /login on 'Failed to update user data'", async () => {
    server.use(http.post(apiPath('/api/update-profile'), () => HttpResponse.json({ message: 'Failed to update user data' }, { status: 401 })));
    const app = await renderApp({ route: '/profile?tab=personal' });
    await screen.findByLabelText('Phone');
    await app.user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Failed to update user data')).toBeInTheDocument();
    await vi.waitFor(() => expect(app.location().pathname).toBe('/login'));
  });

  it('says in the shopper\'s language that the login ended while saving, and sends them to /login', async () => {
    server.use(
      http.post(apiPath('/api/update-profile'), () => {
        // Logged out in another tab while the update was on its way.
        removeStoredLogin();
        return HttpResponse.json({ message: 'Updated', user: loginResponse.user });
      }),
    );
    const app = await renderApp({ route: '/profile?tab=personal', language: 'ar' });
    await screen.findByLabelText('رقم الجوال');
    await app.user.click(screen.getByRole('button', { name: 'حفظ التغييرات' }));
    expect(await screen.findByText('انتهت جلسة تسجيل الدخول. الرجاء تسجيل الدخول مرة أخرى لتحديث بياناتك.')).toBeInTheDocument();
    await vi.waitFor(() => expect(app.location().pathname).toBe('/login'));
  });

  it("refreshes the shopper's orders after an update, by the orders' query keys", async () => {
    const app = await renderApp({ route: '/profile?tab=personal' });
    const orders = orderKeys.mine(loginResponse.user.id);
    app.queryClient.setQueryData(orders, []);
    await app.user.click(await screen.findByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your details have been updated')).toBeInTheDocument();
    expect(app.queryClient.getQueryState(orders)?.isInvalidated).toBe(true);
  });

  it("picks the photo with a button in the page's language, not the browser's file input", async () => {
    const app = await renderApp({ route: '/profile?tab=personal', language: 'ar' });
    const choose = await screen.findByRole('button', { name: 'اختر صورة' });
    expect(choose).toHaveAccessibleDescription(/لم يتم اختيار صورة/);
    const input = screen.getByLabelText('الصورة الشخصية');
    expect(input).not.toBeVisible();
    const opened = vi.spyOn(input, 'click');
    await app.user.click(choose);
    expect(opened).toHaveBeenCalled();
    await app.user.upload(input, new File(['x'], 'me.png', { type: 'image/png' }));
    expect(choose).toHaveAccessibleDescription(/me\.png/);
  });

  it('rejects a photo that is not an image', async () => {
    await renderApp({ route: '/profile?tab=personal' });
    const input = await screen.findByLabelText('Profile photo');
    // user.upload would filter by `accept`; a browser's "all files" choice would not.
    fireEvent.change(input, { target: { files: [new File(['x'], 'notes.txt', { type: 'text/plain' })] } });
    expect(await screen.findByText('Choose a JPEG, PNG or WebP image')).toBeInTheDocument();
  });
});

describe('/profile password, favorites and logout', () => {
  it('validates and changes the password', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(apiPath('/api/change-password'), async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ message: 'ok', token: 'after.password.change' });
      }),
    );
    const app = await renderApp({ route: '/profile?tab=password' });
    await app.user.click(await screen.findByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Enter your current password')).toBeInTheDocument();
    await app.user.type(screen.getByLabelText('Current password'), 'oldpass1');
    await app.user.type(screen.getByLabelText('New password'), 'newpass1');
    await app.user.type(screen.getByLabelText('Confirm new password'), 'newpass2');
    await app.user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    await app.user.clear(screen.getByLabelText('Confirm new password'));
    await app.user.type(screen.getByLabelText('Confirm new password'), 'newpass1');
    await app.user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Password changed successfully')).toBeInTheDocument();
    expect(bodies).toEqual([{ current_password: 'oldpass1', password: 'newpass1', password_confirmation: 'newpass1' }]);
    // Every other login ended; this one goes on with the token the answer carries.
    expect(JSON.parse(localStorage.getItem(STORED_LOGIN_KEY)!).token).toBe('after.password.change');
  });

  it('shows the wishlist under favorites', async () => {
    saveWishlist([{ id: 4, name: 'عباية', name_en: 'Abaya', price: 350 }]);
    await renderApp({ route: '/profile?tab=favorites' });
    expect(await screen.findByRole('link', { name: 'Abaya' })).toHaveAttribute('href', '/product/4');
  });

  /** Clicks Log out on /profile, with the page's reload and replace recorded instead of done. */
  async function logOutFromProfile() {
    const reload = vi.fn();
    const replace = vi.fn();
    const original = window.location;
    Object.defineProperty(window, 'location', { configurable: true, value: { ...original, pathname: '/profile', reload, replace } });
    try {
      const app = await renderApp({ route: '/profile' });
      await app.user.click(await screen.findByRole('button', { name: 'Log out' }));
      await waitFor(() => expect(replace).toHaveBeenCalledWith('/'));
      expect(reload).not.toHaveBeenCalled();
      expect(localStorage.getItem(STORED_LOGIN_KEY)).toBeNull();
      expect(getStoredLogin()).toBeNull();
      expect(document.cookie).not.toMatch(/(^|; )login=./);
    } finally {
      Object.defineProperty(window, 'location', { configurable: true, value: original });
    }
  }

  it('logs out: ends the login on the server, removes the token and its cookie, and goes home, not to the login form the profile would ask for', async () => {
    const calls: { authorization: string | null; stillStored: boolean }[] = [];
    server.use(
      http.post(apiPath('/api/logout'), ({ request }) => {
        calls.push({ authorization: request.headers.get('Authorization'), stillStored: getStoredLogin() !== null });
        return new HttpResponse(null, { status: 204 });
      }),
    );
    expect(document.cookie).toMatch(/(^|; )login=./);
    await logOutFromProfile();
    // The call carries the login it ends, made before the browser forgets it.
    expect(calls).toEqual([{ authorization: `Bearer ${loginResponse.token}`, stillStored: true }]);
  });

  it('logs out all the same with an API that has no logout call', async () => {
    server.use(http.post(apiPath('/api/logout'), () => HttpResponse.json({ message: 'Not Found' }, { status: 404 })));
    await logOutFromProfile();
  });

  it('logs out all the same when the API cannot be reached', async () => {
    server.use(http.post(apiPath('/api/logout'), () => HttpResponse.error()));
    await logOutFromProfile();
  });
});

describe('/profile password form in Arabic', () => {
  it('shows the required messages', async () => {
    const app = await renderApp({ route: '/profile?tab=password', language: 'ar' });
    await app.user.click(await screen.findByRole('button', { name: 'تغيير كلمة المرور' }));
    expect(await screen.findByText('الرجاء إدخال كلمة المرور الحالية')).toBeInTheDocument();
    expect(screen.getByText('كلمة المرور مطلوبة')).toBeInTheDocument();
    expect(screen.getByText('يرجى تأكيد كلمة المرور')).toBeInTheDocument();
  });
});
