import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { RIYADH } from '@/components/map/defaults';
import { storeLocation } from '@/features/contact/map-page';
import { saveStoredLogin } from '@/lib/stored-login';
import { apiPath } from '../mocks/api';
import { server } from '../mocks/server';
import { findHeading, renderApp } from '../render';

// Pages load their code and strings lazily; on a busy machine that can outlast the default 1 s.

describe('/contact-us', () => {
  beforeAll(() => import('@/features/contact/contact-form'));

  it.each([
    ['en', 'Send message', ['First name is required', 'Last name is required', 'subject is required', 'email is required', 'phone is required', 'message is required']],
    ['ar', 'إرسال الرسالة', ['الاسم الأول مطلوب', 'اسم العائلة مطلوب', 'الموضوع مطلوب', 'البريد الإلكتروني مطلوب', 'رقم الجوال مطلوب', 'الرسالة مطلوبة']],
  ] as const)('requires every field, with the messages announced (%s)', async (language, submit, messages) => {
    const app = await renderApp({ route: '/contact-us', language });
    await app.user.click(await screen.findByRole('button', { name: submit }, { timeout: 3000 }));
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((a) => a.textContent)).toEqual(messages);
    const email = screen.getByRole('textbox', { name: language === 'en' ? 'Email' : 'البريد الإلكتروني' });
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(messages[3]);
  });

  it('sends first and last name joined, with the bearer when signed in, and says so', async () => {
    saveStoredLogin({ token: 'tok', user: { id: 1, name: 'Sara' } });
    const sent: { body: unknown; auth: string | null }[] = [];
    server.use(
      http.post(apiPath('/api/contact-us'), async ({ request }) => {
        sent.push({ body: await request.json(), auth: request.headers.get('Authorization') });
        return HttpResponse.json({ message: 'ok' }, { status: 201 });
      }),
    );
    const app = await renderApp({ route: '/contact-us', language: 'ar' });
    const field = (name: string) => screen.getByRole('textbox', { name });
    await app.user.type(await screen.findByRole('textbox', { name: 'الاسم الأول' }, { timeout: 3000 }), 'سارة');
    await app.user.type(field('اسم العائلة'), 'العتيبي');
    await app.user.type(field('الموضوع'), 'استفسار عن مقاس');
    await app.user.type(field('البريد الإلكتروني'), 'sara@example.com');
    await app.user.type(field('رقم الجوال'), '0551234567');
    await app.user.type(field('الرسالة'), 'هل يتوفر مقاس كبير؟');
    await app.user.click(screen.getByRole('button', { name: 'إرسال الرسالة' }));
    expect(await screen.findByText('تم الإرسال بنجاح')).toBeInTheDocument();
    expect(sent).toEqual([
      {
        body: { name: 'سارة العتيبي', subject: 'استفسار عن مقاس', email: 'sara@example.com', phone: '0551234567', message: 'هل يتوفر مقاس كبير؟' },
        auth: 'Bearer tok',
      },
    ]);
    await waitFor(() => expect(field('الاسم الأول')).toHaveValue(''));
  });

  it('shows the contact info block from the first contact info record', async () => {
    await renderApp({ route: '/contact-us' });
    expect(await findHeading('Contact us')).toBeInTheDocument();
    const info = await screen.findByRole('region', { name: 'Get in touch' });
    expect(await within(info).findByText('Olaya, Riyadh')).toBeInTheDocument();
    expect(within(info).getByRole('link', { name: 'Open in maps' })).toHaveAttribute('href', 'https://maps.example/libas');
    const phone = within(info).getByRole('link', { name: '+966 11 234 5678' });
    expect(phone).toHaveAttribute('href', 'tel:+966112345678');
    // A phone never breaks across lines, here or in the footer.
    expect(phone).toHaveClass('whitespace-nowrap');
    expect(within(screen.getByRole('contentinfo')).getByText('+966 11 234 5678')).toHaveClass('whitespace-nowrap');
    expect(within(info).getByRole('link', { name: 'care@libas.sa' })).toHaveAttribute('href', 'mailto:care@libas.sa');
    expect(within(info).getByRole('link', { name: 'See our location on the map' })).toHaveAttribute('href', '/map');
  });

  it('shows the load error in the info block when the record fails', async () => {
    server.use(http.get(apiPath('/api/contact-info'), () => HttpResponse.json({ message: 'down' }, { status: 500 })));
    await renderApp({ route: '/contact-us', language: 'ar' });
    const info = await screen.findByRole('region', { name: 'تواصل معنا' });
    expect(await within(info).findByRole('alert')).toHaveTextContent('فشل في تحميل البيانات');
  });
});

describe('/map', () => {
  it('centres on the contact info coordinates, or Riyadh without them', () => {
    expect(storeLocation({ lat: 21.5, lng: 39.2 })).toEqual([21.5, 39.2]);
    expect(storeLocation({})).toEqual(RIYADH);
    expect(storeLocation(null)).toEqual([24.7136, 46.6753]);
  });

  it('shows the map region with a marker, the address and directions', async () => {
    await renderApp({ route: '/map' });
    expect(await findHeading('Find our store')).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Map of the store location' }, { timeout: 4000 })).toBeInTheDocument();
    expect(screen.getByText('Olaya, Riyadh')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get directions' })).toHaveAttribute('href', 'https://maps.example/libas');
    await waitFor(() => expect(document.querySelector('.leaflet-marker-icon')).not.toBeNull());
  });

  it("speaks Arabic in Leaflet's own controls: zoom, its attribution link and a popup's close", async () => {
    const app = await renderApp({ route: '/map', language: 'ar' });
    expect(await screen.findByRole('button', { name: 'تكبير', hidden: true }, { timeout: 4000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Leaflet', hidden: true })).toHaveAttribute('title', 'مكتبة للخرائط التفاعلية');
    await waitFor(() => expect(document.querySelector('.leaflet-marker-icon')).not.toBeNull());
    await app.user.click(document.querySelector<HTMLElement>('.leaflet-marker-icon')!);
    await waitFor(() => expect(document.querySelector('.leaflet-popup-close-button')).toHaveAttribute('aria-label', 'إغلاق الملاحظة'));
  });

  it('still shows the map when the contact info fails', async () => {
    server.use(http.get(apiPath('/api/contact-info'), () => HttpResponse.json({ message: 'down' }, { status: 500 })));
    await renderApp({ route: '/map' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load data');
    expect(await screen.findByRole('region', { name: 'Map of the store location' }, { timeout: 4000 })).toBeInTheDocument();
  });
});
