/** The one route tree (spec §2). Every page is lazy; later issues swap placeholders for screens. */
import type { ParseKeys } from 'i18next';
import { lazy, type ComponentType } from 'react';
import { Route, Routes } from 'react-router-dom';
import { RequireAuth } from '@/features/auth/require-auth';
import { i18n } from '@/i18n';
import { AuthLayout } from './layout/auth-layout';
import { MainLayout } from './layout/main-layout';

const LoginPage = lazy(() => import('./routes/login'));
const RegisterPage = lazy(() => import('./routes/register'));
const ForgetPasswordPage = lazy(() => import('./routes/forget-password'));
const VerifyCodePage = lazy(() => import('./routes/verify-code'));
const ResetPasswordPage = lazy(() => import('./routes/reset-password'));
const ProfilePage = lazy(() => import('./routes/profile'));
const CartPage = lazy(() => import('./routes/cart'));
const TrackingPage = lazy(() => import('./routes/tracking'));
const NotFoundPage = lazy(() => import('./routes/not-found'));
const PlaceholderPage = lazy(() => import('./routes/placeholder'));
// Catalogue and content (issue 5). Each page's strings load alongside its code, so the page renders
// once, complete, instead of suspending again for its namespaces (a second skeleton and layout shift).
// 'cart' serves the signed-in add-to-cart button of the product slots.
const withStrings = (load: () => Promise<{ default: ComponentType }>, namespaces: string[]) =>
  lazy(() => Promise.all([load(), i18n.loadNamespaces(namespaces)]).then(([page]) => page));
const ShopPage = withStrings(() => import('./routes/shop'), ['catalog', 'wishlist', 'cart']);
const CategoriesPage = withStrings(() => import('./routes/categories'), ['catalog']);
const CategoryPage = withStrings(() => import('./routes/category'), ['catalog', 'wishlist', 'cart']);
const BrandsPage = withStrings(() => import('./routes/brands'), ['catalog']);
const BrandPage = withStrings(() => import('./routes/brand'), ['catalog', 'wishlist', 'cart']);
const TopSellerPage = withStrings(() => import('./routes/top-seller'), ['catalog', 'wishlist', 'cart']);
const SaleProductsPage = withStrings(() => import('./routes/sale-products'), ['catalog', 'wishlist', 'cart']);
const WishlistPage = withStrings(() => import('./routes/wishlist'), ['wishlist']);
const ProductPage = withStrings(() => import('./routes/product'), ['product', 'catalog', 'wishlist', 'cart']);
const HomePage = withStrings(() => import('./routes/home'), ['home', 'catalog', 'blog', 'wishlist', 'cart']);
const BlogPage = withStrings(() => import('./routes/blog'), ['blog']);
const PostPage = withStrings(() => import('./routes/post'), ['blog']);
const ContactPage = withStrings(() => import('./routes/contact'), ['contact']);
const AboutPage = withStrings(() => import('./routes/about'), ['content']);
const PrivacyPage = withStrings(() => import('./routes/privacy'), ['content']);
const ReturnsPage = withStrings(() => import('./routes/returns'), ['content']);
const MapPage = withStrings(() => import('./routes/map'), ['contact']);

/** A route rendering only its breadcrumb and heading until its issue lands (README status table). */
const placeholder = (titleKey: ParseKeys) => <PlaceholderPage titleKey={titleKey} />;

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AuthLayout />}>
        <Route path="/login" element={<LoginPage />} />
        <Route path="/register" element={<RegisterPage />} />
        <Route path="/forget-password" element={<ForgetPasswordPage />} />
        <Route path="/verifycode" element={<VerifyCodePage />} />
        <Route path="/reset-password" element={<ResetPasswordPage />} />
      </Route>
      <Route element={<MainLayout />}>
        <Route index element={<HomePage />} />
        <Route path="/shop" element={<ShopPage />} />
        <Route path="/category" element={<CategoriesPage />} />
        <Route path="/category/:id" element={<CategoryPage />} />
        <Route path="/brands" element={<BrandsPage />} />
        <Route path="/brand/:id" element={<BrandPage />} />
        <Route path="/product/:id" element={<ProductPage />} />
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
        <Route element={<RequireAuth />}>
          <Route path="/cart" element={<CartPage />} />
          <Route path="/payment" element={placeholder('pages.payment')} />
          <Route path="/payment-status" element={placeholder('pages.paymentStatus')} />
          <Route path="/profile" element={<ProfilePage />} />
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
