import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { saveStoredLogin } from '@/lib/stored-login';
import type { Product } from '@/types/api';
import { apiPath } from '../mocks/api';
import { product, review } from '../mocks/fixtures/catalog';
import { loginResponse } from '../mocks/fixtures/accounts';
import { SAVED_HOME, addressStore } from '../mocks/handlers/addresses';
import { storeInfoWithCapabilities } from '../mocks/handlers/store';
import { server } from '../mocks/server';
import { findHeading, renderApp } from '../render';

// Pages load their code and strings lazily; on a busy machine that can outlast the default 1 s.

const reviewed = product(3, {
  description_en: '<p>Soft <strong>crepe</strong>.</p><script>window.hacked = true</script><img src=x onerror="window.hacked=true">',
  quantity: 3,
  rating_avg: 4.3,
  rate: 4.3,
  reviews: [
    review({ id: 1, rating: 5, name: 'Noura' }),
    review({ id: 2, rating: 4, name: 'Reem', review: 'Fits well.' }),
    review({ id: 3, rating: 4, name: 'Haya' }),
  ],
});

/** Serves product 3, and counts the reads so a refetch shows. */
function serveProduct(answer: () => Product = () => reviewed) {
  const reads = { count: 0 };
  server.use(
    http.get(apiPath('/api/products/3'), () => {
      reads.count += 1;
      return HttpResponse.json(answer());
    }),
  );
  return reads;
}

const signIn = () => saveStoredLogin({ token: 'tok', user: { id: 7, name: 'Sara' } });

/** The reviewed product with three photos, beige's the third; black names none, so picking it leaves the photo alone. */
function serveColourPhotos() {
  const [black, beige, ...sizes] = reviewed.specs[0]!;
  serveProduct(() => ({
    ...reviewed,
    images: ['products/p3-1.webp', 'products/p3-2.webp', 'products/p3-3.webp'],
    specs: [[{ ...black! }, { ...beige!, img: 'products/p3-3.webp' }, ...sizes]],
  }));
  return { beige: beige! };
}

describe('/product/:id', () => {
  beforeAll(() => import('@/app/routes/product'));

  it('shows the name, rating, price, gallery with thumbnails, notes, and the sanitised description by default', async () => {
    serveProduct();
    await renderApp({ route: '/product/3' });
    expect(await findHeading('Emerald evening dress 3')).toBeInTheDocument();
    const main = screen.getByRole('img', { name: 'Emerald evening dress 3, photo 1 of 2' });
    expect(main).toHaveAttribute('fetchpriority', 'high');
    expect(main).toHaveAttribute('loading', 'eager');
    expect(screen.getByRole('img', { name: 'Show photo 2' })).toBeInTheDocument();
    expect(screen.getAllByRole('img', { name: 'Rated 4.3 out of 5' }).length).toBeGreaterThan(0);
    // The price shown is the price paid: 130 SAR before VAT is 149.50, and the page says once that prices include VAT.
    expect(screen.getByText(/SAR\s*149\.50/)).toBeInTheDocument();
    expect(screen.queryByText(/SAR\s*130(?!\d)/)).not.toBeInTheDocument();
    expect(await screen.findByText('All prices include VAT')).toBeInTheDocument();
    expect(screen.getAllByText(/include VAT/)).toHaveLength(1);
    expect(screen.getByText('Delivery across Saudi Arabia')).toBeInTheDocument();
    // mada first: the Saudi debit card most shoppers pay with.
    expect(screen.getByText('mada, Visa, Mastercard, or cash on delivery.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/shop');

    const description = screen.getByRole('tab', { name: 'Description' });
    expect(description).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByText('crepe').tagName).toBe('STRONG');
    expect(panel.querySelector('script')).toBeNull();
    expect(panel.querySelector('img')?.getAttribute('onerror')).toBeFalsy();
    await waitFor(() => expect(document.title).toBe('Emerald evening dress 3 | Libas'));
  });

  it("reads the product again in the new language, whose SEO text is its own", async () => {
    const languages: string[] = [];
    server.use(
      http.get(apiPath('/api/products/3'), ({ request }) => {
        const language = request.headers.get('Accept-Language') ?? '';
        languages.push(language);
        return HttpResponse.json({ ...reviewed, seo_description: language === 'ar' ? 'وصف عربي' : 'English description' });
      }),
    );
    const app = await renderApp({ route: '/product/3' });
    await findHeading('Emerald evening dress 3');
    await waitFor(() => expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', 'English description'));
    await app.user.click(screen.getByRole('button', { name: 'التبديل إلى العربية' }));
    await findHeading('فستان سهرة زمردي 3');
    await waitFor(() => expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', 'وصف عربي'));
    expect(languages[0]).toBe('en');
    expect(languages.at(-1)).toBe('ar');
  });

  it('shows the photo of the thumbnail chosen, before and after Swiper has started', async () => {
    serveProduct();
    const app = await renderApp({ route: '/product/3' });
    await findHeading('Emerald evening dress 3');
    const gallery = screen.getByRole('region', { name: 'Product photos' });
    expect(gallery).toHaveAttribute('aria-roledescription', 'carousel');
    const second = within(gallery).getByRole('button', { name: 'Show photo 2' });
    expect(second).toHaveAttribute('aria-current', 'false');
    await app.user.click(second);
    expect(second).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: 'Show photo 1' })).toHaveAttribute('aria-current', 'false');
    expect(await screen.findByRole('img', { name: 'Emerald evening dress 3, photo 2 of 2' })).toBeInTheDocument();
  });

  it("picking a colour shows that colour's photo, when the API names one", async () => {
    serveColourPhotos();
    const app = await renderApp({ route: '/product/3' });
    await findHeading('Emerald evening dress 3');
    const gallery = screen.getByRole('region', { name: 'Product photos' });
    expect(within(gallery).getByRole('button', { name: 'Show photo 1' })).toHaveAttribute('aria-current', 'true');
    await app.user.click(screen.getByRole('radio', { name: 'Beige' }));
    expect(within(gallery).getByRole('button', { name: 'Show photo 3' })).toHaveAttribute('aria-current', 'true');
    expect(await within(gallery).findByRole('img', { name: 'Emerald evening dress 3, photo 3 of 3' })).toBeInTheDocument();
    await app.user.click(within(gallery).getByRole('button', { name: 'Show photo 2' }));
    await app.user.click(screen.getByRole('radio', { name: 'Black' }));
    expect(within(gallery).getByRole('button', { name: 'Show photo 2' })).toHaveAttribute('aria-current', 'true');
  });

  it("opened with a colour in its address, fetches that colour's photo first, as the page's main image", async () => {
    const { beige } = serveColourPhotos();
    await renderApp({ route: `/product/3?color=${beige.value}` });
    await findHeading('Emerald evening dress 3');
    const shown = await screen.findByRole('img', { name: 'Emerald evening dress 3, photo 3 of 3' });
    expect(shown).toHaveAttribute('fetchpriority', 'high');
    expect(shown).toHaveAttribute('loading', 'eager');
    for (const other of screen.queryAllByRole('img', { name: /^Emerald evening dress 3, photo [12] of 3$/ })) expect(other).toHaveAttribute('loading', 'lazy');
  });

  it('offers colour and size from specs, and quantity from 1 to the stock', async () => {
    serveProduct();
    const app = await renderApp({ route: '/product/3' });
    await findHeading('Emerald evening dress 3');
    expect(screen.getByRole('radio', { name: 'Black' })).toBeChecked();
    await app.user.click(screen.getByRole('radio', { name: 'Beige' }));
    expect(screen.getByRole('radio', { name: 'Beige' })).toBeChecked();
    // Several sizes: none is chosen for the shopper.
    expect(screen.getByRole('radio', { name: 'S' })).not.toBeChecked();

    const quantity = screen.getByRole('spinbutton', { name: 'Quantity' });
    expect(quantity).toHaveValue(1);
    expect(screen.getByRole('button', { name: 'Decrease quantity' })).toHaveAttribute('aria-disabled', 'true');
    const increase = screen.getByRole('button', { name: 'Increase quantity' });
    await app.user.click(increase);
    await app.user.click(increase);
    expect(quantity).toHaveValue(3);
    // Held at the stock, and still focused; another press changes nothing.
    expect(increase).toHaveAttribute('aria-disabled', 'true');
    expect(increase).toHaveFocus();
    await app.user.click(increase);
    expect(quantity).toHaveValue(3);
    fireEvent.change(quantity, { target: { value: '0' } });
    expect(quantity).toHaveValue(1);
    fireEvent.change(quantity, { target: { value: '9' } });
    expect(quantity).toHaveValue(3);
  });

  it('keeps the colour, size and quantity chosen when the shopper switches language, and names the product in the new one', async () => {
    serveProduct();
    const app = await renderApp({ route: '/product/3' });
    await findHeading('Emerald evening dress 3');
    await app.user.click(screen.getByRole('radio', { name: 'Beige' }));
    await app.user.click(screen.getByRole('radio', { name: 'M' }));
    await app.user.click(screen.getByRole('button', { name: 'Increase quantity' }));

    await app.user.click(screen.getByRole('button', { name: 'التبديل إلى العربية' }));
    expect(await findHeading(/^فستان/)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'بيج' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'M' })).toBeChecked();
    expect(screen.getByRole('spinbutton', { name: 'الكمية' })).toHaveValue(2);
  });

  it.each([
    ['en', 'Colour: Black', 'Out of stock This piece'],
    ['ar', 'اللون: أسود', 'نفدت الكمية نفدت هذه القطعة'],
  ] as const)('in %s, keeps a label apart from its value: the chosen colour after its name, the note after "out of stock"', async (language, colour, status) => {
    serveProduct(() => ({ ...reviewed, quantity: 0 }));
    await renderApp({ route: '/product/3', language });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('group', { name: colour })).toBeInTheDocument();
    expect(screen.getByRole('status').textContent).toContain(status);
  });

  it("gives a visitor the shop's widest delivery time, said as such, and asks for no shipping price", async () => {
    serveProduct();
    const asked: string[] = [];
    const record = ({ request }: { request: Request }) => void asked.push(new URL(request.url).pathname);
    server.events.on('request:start', record);
    onTestFinished(() => server.events.removeListener('request:start', record));
    await renderApp({ route: '/product/3' });
    await findHeading('Emerald evening dress 3');
    expect(screen.getByText('In 5 business days or less anywhere in Saudi Arabia, depending on the city. Your own time shows at checkout.')).toBeInTheDocument();
    expect(asked.filter((path) => /shipping|calculate|addresses/.test(path))).toEqual([]);
  });

  it("gives a signed-in shopper the delivery time to their default address, over the companies that deliver there", async () => {
    serveProduct();
    saveStoredLogin(loginResponse);
    server.use(storeInfoWithCapabilities(['addresses']));
    addressStore.reset([SAVED_HOME]);
    await renderApp({ route: '/product/3', language: 'ar' });
    await findHeading(/^فستان/);
    // naqel takes 1–2 days to Riyadh and fastlo 2–4 in this mock.
    expect(await screen.findByText('إلى \u2068Riyadh\u2069 خلال 1–4 أيام عمل، لعنوانك الافتراضي.')).toBeInTheDocument();
  });

  it("names children's ages in Arabic in words, in the picker and in the size guide, whose chosen row stands out", async () => {
    server.use(storeInfoWithCapabilities(['size-guide']));
    const ages = [
      { key: 'size' as const, value: '0-3M', label: '0–3 أشهر', label_en: '0-3M' },
      { key: 'size' as const, value: '3-6M', label: '3–6 أشهر', label_en: '3-6M' },
    ];
    serveProduct(() => ({ ...reviewed, specs: [[reviewed.specs[0]![0]!, ...ages]] }));
    const guide = { id: 5, kind: 'kids', title: 'دليل مقاسات الأطفال', note: '', columns: ['العمر', 'الطول (سم)'], rows: [['0-3M', '56–62'], ['3-6M', '62–68']] };
    server.use(http.get(apiPath('/api/size-guides'), () => HttpResponse.json({ data: [{ ...guide, size_names: ['0–3 أشهر', '3–6 أشهر'] }] })));
    const app = await renderApp({ route: '/product/3', language: 'ar' });
    await screen.findByRole('heading', { level: 1 });
    const sizes = screen.getByRole('group', { name: 'المقاس' });
    await app.user.click(within(sizes).getByRole('radio', { name: '3–6 أشهر' }));
    await app.user.click(await within(sizes).findByRole('button', { name: 'دليل المقاسات' }));
    const dialog = await screen.findByRole('dialog', { name: 'دليل مقاسات الأطفال' });
    expect(within(dialog).getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['0–3 أشهر', '3–6 أشهر']);
    expect(within(dialog).getByRole('rowheader', { name: '3–6 أشهر' }).closest('tr')).toHaveClass('bg-brand-50');
  });

  it('says when a product is out of stock and cannot be added', async () => {
    serveProduct(() => ({ ...reviewed, quantity: 0 }));
    await renderApp({ route: '/product/3' });
    await findHeading('Emerald evening dress 3');
    expect(screen.getByRole('status')).toHaveTextContent('Out of stock');
    expect(screen.queryByRole('spinbutton', { name: 'Quantity' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Out of stock' })).toBeDisabled();
  });

  it('sends a visitor who adds to cart to /login with the info toast', async () => {
    serveProduct();
    const app = await renderApp({ route: '/product/3' });
    await findHeading('Emerald evening dress 3');
    await app.user.click(screen.getByRole('radio', { name: 'M' }));
    // The first one is the product's own; similar products follow.
    await app.user.click(screen.getAllByRole('button', { name: 'Add to cart' })[0]!);
    expect(await screen.findByText('Please login first.')).toBeInTheDocument();
    expect(app.location().pathname).toBe('/login');
  });

  it('shows a not-found state for an unknown product, and the load error when the call fails', async () => {
    await renderApp({ route: '/product/999' });
    expect(await screen.findByText("We couldn't find this product.")).toBeInTheDocument();
  });

  it('shows the load error with a retry when the product fails to load', async () => {
    server.use(http.get(apiPath('/api/products/3'), () => HttpResponse.json({ message: 'down' }, { status: 500 })));
    await renderApp({ route: '/product/3', language: 'ar' });
    expect(await screen.findByRole('alert')).toHaveTextContent('فشل في تحميل البيانات');
  });

  it('shows similar products from the same category, without this one', async () => {
    serveProduct();
    await renderApp({ route: '/product/3' });
    const similar = await screen.findByRole('group', { name: 'You may also like' }, { timeout: 3000 });
    const names = within(similar).getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(names.length).toBeGreaterThan(0);
    expect(names).not.toContain('Emerald evening dress 3');
  });
});

describe('the Review tab', () => {
  beforeAll(() => import('@/features/catalog/product/review-form'));

  async function openReviews(language: 'ar' | 'en' = 'en') {
    const app = await renderApp({ route: '/product/3', language });
    await screen.findByRole('heading', { level: 1 });
    await app.user.click(screen.getByRole('tab', { name: language === 'en' ? 'Reviews (3)' : 'التقييمات (3)' }));
    // The tab's code loads when it opens.
    await screen.findByTestId('review-list');
    return app;
  }

  it('shows the average with one decimal, stars rounded up, counts per star and the list scrolling at 500 px', async () => {
    serveProduct();
    await openReviews();
    expect(screen.getByTestId('review-average')).toHaveTextContent('4.3');
    const stars = screen.getByRole('img', { name: '4.3 out of 5' });
    expect(stars.querySelectorAll('.text-gold')).toHaveLength(5);
    const distribution = screen.getByRole('list', { name: 'Ratings by stars' });
    expect(within(distribution).getByRole('listitem', { name: '5 stars: 1 review' })).toBeInTheDocument();
    expect(within(distribution).getByRole('listitem', { name: '4 stars: 2 reviews' })).toBeInTheDocument();
    expect(within(distribution).getByRole('listitem', { name: '1 star: 0 reviews' })).toBeInTheDocument();
    expect(screen.getByTestId('review-list')).toHaveClass('max-h-[500px]', 'overflow-y-auto');
    expect(screen.getByText('Fits well.')).toBeInTheDocument();
  });

  it.each([
    ['en', 'Submit review', 'Choose a rating from 1 to 5 stars', 'Name is required', 'Please write a review'],
    ['ar', 'إرسال التقييم', 'يُرجى اختيار تقييم من 1 إلى 5 نجوم', 'الاسم مطلوب', 'الرجاء كتابة مراجعة'],
  ] as const)('validates the rating, name and review, announced (%s)', async (language, submit, ratingMessage, nameMessage, reviewMessage) => {
    signIn();
    serveProduct();
    const app = await openReviews(language);
    const name = await screen.findByRole('textbox', { name: language === 'en' ? 'Your name' : 'الاسم' });
    await app.user.clear(name);
    await app.user.click(screen.getByRole('button', { name: submit }));
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((a) => a.textContent)).toEqual([ratingMessage, nameMessage, reviewMessage]);
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription(nameMessage);
    expect(screen.getByRole('group', { name: language === 'en' ? 'Your rating' : 'تقييمك' })).toHaveAccessibleDescription(ratingMessage);
  });

  it('sends a visitor to /login with the info toast', async () => {
    serveProduct();
    const app = await openReviews();
    await app.user.click(await screen.findByRole('button', { name: 'Submit review' }));
    expect(await screen.findByText('Please login first.')).toBeInTheDocument();
    expect(app.location().pathname).toBe('/login');
    expect(app.location().state).toEqual({ from: { pathname: '/product/3', search: '' } });
  });

  it('starts with no stars and sends nothing until a rating is chosen, then posts it with the bearer, shows the success toast and refetches the product', async () => {
    signIn();
    const reads = serveProduct();
    const posted: { body: unknown; auth: string | null }[] = [];
    server.use(
      http.post(apiPath('/api/product-reviews'), async ({ request }) => {
        posted.push({ body: await request.json(), auth: request.headers.get('Authorization') });
        return HttpResponse.json({ review: { id: 50, product_id: 3 } }, { status: 201 });
      }),
    );
    const app = await openReviews('ar');
    const name = await screen.findByRole('textbox', { name: 'الاسم' });
    expect(name).toHaveValue('Sara');
    const stars = within(screen.getByRole('group', { name: 'تقييمك' })).getAllByRole('radio');
    expect(stars).toHaveLength(5);
    for (const star of stars) expect(star).not.toBeChecked();
    await app.user.type(screen.getByRole('textbox', { name: 'تقييمك المكتوب' }), 'قماش رائع');
    await app.user.click(screen.getByRole('button', { name: 'إرسال التقييم' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('يُرجى اختيار تقييم من 1 إلى 5 نجوم');
    expect(posted).toEqual([]);

    // Choosing a rating takes the message away; the review goes with it.
    await app.user.click(screen.getByRole('radio', { name: '5 نجوم' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    const before = reads.count;
    await app.user.click(screen.getByRole('button', { name: 'إرسال التقييم' }));
    expect(await screen.findByText('تم إضافة التقييم بنجاح')).toBeInTheDocument();
    expect(posted).toEqual([{ body: { product_id: 3, name: 'Sara', review: 'قماش رائع', rating: 5 }, auth: 'Bearer tok' }]);
    await waitFor(() => expect(reads.count).toBeGreaterThan(before));
    expect(screen.getByRole('textbox', { name: 'تقييمك المكتوب' })).toHaveValue('');
    // The next review starts with no stars again.
    for (const star of within(screen.getByRole('group', { name: 'تقييمك' })).getAllByRole('radio')) expect(star).not.toBeChecked();
  });

  it('posts the chosen rating, and shows the failure toast when the post fails', async () => {
    signIn();
    serveProduct();
    let body: unknown;
    server.use(
      http.post(apiPath('/api/product-reviews'), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ message: 'nope' }, { status: 500 });
      }),
    );
    const app = await openReviews('ar');
    await app.user.click(await screen.findByRole('radio', { name: '4 نجوم' }));
    await app.user.type(screen.getByRole('textbox', { name: 'تقييمك المكتوب' }), 'جميل');
    await app.user.click(screen.getByRole('button', { name: 'إرسال التقييم' }));
    expect(await screen.findByText('حدث خطأ، حاول مرة أخرى')).toBeInTheDocument();
    expect(body).toMatchObject({ rating: 4 });
  });
});
