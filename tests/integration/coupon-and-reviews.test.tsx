/**
 * The cart's coupon check carries the shopper's login, so an API that limits a coupon per shopper
 * can say they have used it; and a review whose author received the product says so, in both
 * languages, only when the API says it.
 */
import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { saveStoredLogin } from '@/lib/stored-login';
import { apiPath } from '../mocks/api';
import { loginResponse } from '../mocks/fixtures/accounts';
import { product, review } from '../mocks/fixtures/catalog';
import { cartLine, cartStore } from '../mocks/handlers/cart';
import { server } from '../mocks/server';
import { renderApp } from '../render';

describe("the cart's coupon", () => {
  beforeEach(() => {
    saveStoredLogin(loginResponse);
    cartStore.reset([cartLine(1, 1, 1)]);
  });

  it('is checked with the login, and says when this shopper has already used it', async () => {
    const seen: (string | null)[] = [];
    server.use(
      http.get(apiPath('/api/coupon/by_name/:name'), ({ request }) => {
        seen.push(request.headers.get('Authorization'));
        return request.headers.get('Authorization') === `Bearer ${loginResponse.token}`
          ? HttpResponse.json({ message: 'You have already used this coupon' }, { status: 422 })
          : HttpResponse.json({ discount: 10 });
      }),
    );
    const app = await renderApp({ route: '/cart' });
    await screen.findByRole('link', { name: 'Classic black abaya 1' });
    await app.user.type(screen.getByLabelText('Discount coupon'), 'welcome10');
    await app.user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('You have already used this coupon')).toBeInTheDocument();
    expect(seen).toEqual([`Bearer ${loginResponse.token}`]);
    expect(screen.queryByText(/Coupon discount/)).not.toBeInTheDocument();
  });
});

describe('a review', () => {
  beforeAll(() => Promise.all([import('@/app/routes/product'), import('@/features/catalog/product/review-form')]));

  const reviewed = product(3, {
    reviews: [
      review({ id: 1, name: 'Noura', verified_purchase: true }),
      review({ id: 2, name: 'Reem', verified_purchase: false }),
      // Another API's review, which says nothing of it.
      review({ id: 3, name: 'Haya' }),
    ],
  });

  async function openReviews(language: 'ar' | 'en') {
    server.use(http.get(apiPath('/api/products/3'), () => HttpResponse.json(reviewed)));
    const app = await renderApp({ route: '/product/3', language });
    await screen.findByRole('heading', { level: 1 });
    await app.user.click(screen.getByRole('tab', { name: language === 'en' ? 'Reviews (3)' : 'التقييمات (3)' }));
    return screen.findByTestId('review-list');
  }

  const reviewOf = (list: HTMLElement, name: string) => within(list).getByText(name).closest('li')!;

  it('says "Verified purchase" when its author received the product, and nothing otherwise', async () => {
    const list = await openReviews('en');
    expect(within(reviewOf(list, 'Noura')).getByText('Verified purchase')).toBeInTheDocument();
    expect(within(reviewOf(list, 'Reem')).queryByText('Verified purchase')).not.toBeInTheDocument();
    expect(within(reviewOf(list, 'Haya')).queryByText('Verified purchase')).not.toBeInTheDocument();
    expect(within(list).getAllByText('Verified purchase')).toHaveLength(1);
  });

  it('says so in Arabic', async () => {
    const list = await openReviews('ar');
    expect(within(reviewOf(list, 'Noura')).getByText('شراء موثَّق')).toBeInTheDocument();
    expect(within(list).getAllByText('شراء موثَّق')).toHaveLength(1);
  });
});
