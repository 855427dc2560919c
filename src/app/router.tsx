/** The one route tree (spec §2). Every page is lazy; later issues swap placeholders for screens. */
import type { ParseKeys } from 'i18next';
import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { RequireAuth } from '@/features/auth/require-auth';
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
// Catalogue and content (issue 5).
const ShopPage = lazy(() => import('./routes/shop'));
const CategoriesPage = lazy(() => import('./routes/categories'));
const CategoryPage = lazy(() => import('./routes/category'));
const BrandsPage = lazy(() => import('./routes/brands'));
const BrandPage = lazy(() => import('./routes/brand'));
const TopSellerPage = lazy(() => import('./routes/top-seller'));
const SaleProductsPage = lazy(() => import('./routes/sale-products'));
const WishlistPage = lazy(() => import('./routes/wishlist'));
const ProductPage = lazy(() => import('./routes/product'));
const HomePage = lazy(() => import('./routes/home'));
const BlogPage = lazy(() => import('./routes/blog'));
const PostPage = lazy(() => import('./routes/post'));
const ContactPage = lazy(() => import('./routes/contact'));
const AboutPage = lazy(() => import('./routes/about'));
const PrivacyPage = lazy(() => import('./routes/privacy'));
const ReturnsPage = lazy(() => import('./routes/returns'));
const MapPage = lazy(() => import('./routes/map'));

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
