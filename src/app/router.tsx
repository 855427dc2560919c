/** The one route tree: the shop's routes. Every page is lazy. */
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { Suspense, lazy, useEffect, type ComponentType } from 'react';
import { Route, Routes, matchPath, useLocation } from 'react-router-dom';
import { cachedCapabilities } from '@/api/store';
import { RequireAuth } from './require-auth';
import { useHydrated } from '@/hooks/use-hydrated';
import type { Language } from '@/config/env';
import { currentLanguage, i18n } from '@/i18n';
import { lazyReady } from '@/lib/lazy-ready';
import { AuthLayout } from './layout/auth-layout';
import { MainLayout } from './layout/main-layout';
import { RouteProgress } from './layout/route-progress';
import type { RouteContext } from './route-data';
import { SERVED_ROUTES, type ServedRouteName } from './served-routes';

type LazyPage = ReturnType<typeof lazyPage>;

/**
 * A lazy page whose code and strings start loading together, before it renders. Each page's
 * strings load alongside its code, so the page renders once, complete, instead of suspending again
 * for its namespaces (a second skeleton and layout shift). A page already loaded renders at once:
 * while a served page hydrates, React can apply a click only to a part that hydrates without
 * suspending (the server and main.tsx load the page before rendering it).
 */
function lazyPage(load: () => Promise<{ default: ComponentType }>, namespaces: string[] = []) {
  const Page = lazyReady(() => Promise.all([load(), i18n.loadNamespaces(namespaces)]).then(([page]) => page));
  return Object.assign(Page, { preload: Page.load, namespaces });
}

const LoginPage = lazyPage(() => import('./routes/login'));
const RegisterPage = lazyPage(() => import('./routes/register'));
const ForgetPasswordPage = lazyPage(() => import('./routes/forget-password'));
const VerifyCodePage = lazyPage(() => import('./routes/verify-code'));
const ResetPasswordPage = lazyPage(() => import('./routes/reset-password'));
const ProfilePage = lazyPage(() => import('./routes/profile'), ['account', 'address']);
const CartPage = lazyPage(() => import('./routes/cart'), ['cart']);
const PaymentPage = lazyPage(() => import('./routes/payment'), ['checkout', 'cart', 'address']);
const TrackingPage = lazyPage(() => import('./routes/tracking'));
const NotFoundPage = lazyPage(() => import('./routes/not-found'));
// Catalogue and content. 'cart' serves the signed-in add-to-cart button of the product slots.
const ShopPage = lazyPage(() => import('./routes/shop'), ['catalog', 'wishlist', 'cart']);
const CategoriesPage = lazyPage(() => import('./routes/categories'), ['catalog']);
const CategoryPage = lazyPage(() => import('./routes/category'), ['catalog', 'wishlist', 'cart']);
const BrandsPage = lazyPage(() => import('./routes/brands'), ['catalog']);
const BrandPage = lazyPage(() => import('./routes/brand'), ['catalog', 'wishlist', 'cart']);
const TopSellerPage = lazyPage(() => import('./routes/top-seller'), ['catalog', 'wishlist', 'cart']);
const SaleProductsPage = lazyPage(() => import('./routes/sale-products'), ['catalog', 'wishlist', 'cart']);
const WishlistPage = lazyPage(() => import('./routes/wishlist'), ['wishlist']);
const ProductPage = lazyPage(() => import('./routes/product'), ['product', 'catalog', 'wishlist', 'cart']);
const HomePage = lazyPage(() => import('./routes/home'), ['home', 'catalog', 'blog', 'wishlist', 'cart']);
const BlogPage = lazyPage(() => import('./routes/blog'), ['blog']);
const PostPage = lazyPage(() => import('./routes/post'), ['blog']);
const ContactPage = lazyPage(() => import('./routes/contact'), ['contact']);
const AboutPage = lazyPage(() => import('./routes/about'), ['content']);
const PrivacyPage = lazyPage(() => import('./routes/privacy'), ['content']);
const ReturnsPage = lazyPage(() => import('./routes/returns'), ['content']);
const MapPage = lazyPage(() => import('./routes/map'), ['contact']);

/** The pages of app/served-routes.ts: the server renders them, and their code, strings and first data start loading together. */
export const SERVED_PAGES: Record<ServedRouteName, LazyPage> = {
  home: HomePage,
  shop: ShopPage,
  product: ProductPage,
  cart: CartPage,
  payment: PaymentPage,
  'payment-status': PaymentPage,
  profile: ProfilePage,
};

/** The served pages' routes, those for anyone or those for a signed-in shopper. */
const servedRoutes = (signedIn: boolean) =>
  SERVED_ROUTES.filter((route) => route.signedIn === signedIn).map(({ name, path }) => {
    const Page = SERVED_PAGES[name];
    return <Route key={name} path={path} element={<Page />} />;
  });

type Location = { pathname: string; search: string };

/** The preloaded page at `location`, with its data's context; null for other pages. */
export function findPreload(location: Location, language: Language, capabilities?: readonly string[]) {
  for (const route of SERVED_ROUTES) {
    const match = matchPath(route.path, location.pathname);
    if (!match) continue;
    const context: RouteContext = { params: match.params, search: new URLSearchParams(location.search), language, capabilities };
    return { route, page: SERVED_PAGES[route.name], context };
  }
  return null;
}

/**
 * Starts loading what the page at `location` needs, and its data when given the query client (a
 * server-rendered page brought its data along). Resolves once the page's code and strings are
 * here; at once for other pages.
 */
export function preloadRoute(location: Location, queryClient?: QueryClient): Promise<unknown> {
  const language = currentLanguage();
  const found = findPreload(location, language, queryClient && cachedCapabilities(queryClient, language));
  if (!found) return Promise.resolve();
  const page = found.page.preload();
  if (!queryClient) return page;
  // The query options load beside the page's code rather than in the entry, which stays small.
  void import('./route-data').then(({ routeData }) => {
    for (const query of routeData[found.route.name](found.context)) void queryClient.prefetchQuery(query);
  });
  return page;
}

/** Client-side navigations preload too (main.tsx starts the first page's, before React). */
function RoutePreloader() {
  const location = useLocation();
  const queryClient = useQueryClient();
  useEffect(() => void preloadRoute(location, queryClient), [queryClient, location]);
  return null;
}

// The consent bar and the pixels: browser-only, loaded once the page is live ("Consent and pixels").
const Marketing = lazy(() => import('@/features/marketing/marketing'));

function MarketingWhenLive() {
  const hydrated = useHydrated();
  return hydrated ? (
    <Suspense fallback={null}>
      <Marketing />
    </Suspense>
  ) : null;
}

export function AppRoutes() {
  return (
    <>
      <RoutePreloader />
      <RouteProgress />
      <MarketingWhenLive />
      <Routes>
        <Route element={<AuthLayout />}>
          <Route path="/login" element={<LoginPage />} />
          <Route path="/register" element={<RegisterPage />} />
          <Route path="/forget-password" element={<ForgetPasswordPage />} />
          <Route path="/verifycode" element={<VerifyCodePage />} />
          <Route path="/reset-password" element={<ResetPasswordPage />} />
        </Route>
        <Route element={<MainLayout />}>
          {servedRoutes(false)}
          <Route path="/category" element={<CategoriesPage />} />
          <Route path="/category/:id" element={<CategoryPage />} />
          <Route path="/brands" element={<BrandsPage />} />
          <Route path="/brand/:id" element={<BrandPage />} />
          <Route path="/top-seller" element={<TopSellerPage />} />
          <Route path="/sale-products" element={<SaleProductsPage />} />
          <Route path="/ourblog" element={<BlogPage />} />
          <Route path="/post/:id" element={<PostPage />} />
          <Route path="/wishlist" element={<WishlistPage />} />
          <Route path="/contact-us" element={<ContactPage />} />
          <Route path="/about-us" element={<AboutPage />} />
          <Route path="/privacy-policy" element={<PrivacyPage />} />
          <Route path="/return-policy" element={<ReturnsPage />} />
          <Route path="/tracking/:id" element={<TrackingPage />} />
          <Route path="/map" element={<MapPage />} />
          <Route element={<RequireAuth />}>{servedRoutes(true)}</Route>
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </>
  );
}
