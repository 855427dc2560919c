import { Suspense, lazy, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { useCapabilities } from '@/api/store';
import { PageShell } from '@/components/page-shell';
import { paths } from '@/config/paths';
import { Skeleton } from '@/components/ui/skeleton';
import { useStoredLogin } from '@/hooks/use-stored-login';
import type { StoredUser } from '@/lib/stored-login';
import { logOut } from '../log-out';
import { CatalogSlots } from '../catalog/catalog-slots';

const allSections = ['orders', 'addresses', 'favorites', 'personal', 'password'] as const;
type Section = (typeof allSections)[number];

// Each tab loads its own code (the forms bring react-hook-form and yup), so the page stays in budget.
const OrdersList = lazy(() => import('@/features/account/orders-list').then((m) => ({ default: m.OrdersList })));
const AddressBook = lazy(() => import('@/features/account/address-book').then((m) => ({ default: m.AddressBook })));
const WishlistList = lazy(() => import('@/features/wishlist').then((m) => ({ default: m.WishlistList })));
const PersonalForm = lazy(() => import('@/features/account/personal-form').then((m) => ({ default: m.PersonalForm })));
const PasswordForm = lazy(() => import('@/features/account/password-form').then((m) => ({ default: m.PasswordForm })));

const panels: Record<Section, ComponentType<{ user: StoredUser }>> = {
  orders: ({ user }) => <OrdersList userId={user.id} />,
  addresses: ({ user }) => <AddressBook user={user} />,
  favorites: () => (
    <CatalogSlots>
      <WishlistList />
    </CatalogSlots>
  ),
  personal: ({ user }) => <PersonalForm key={user.id} user={user} />,
  password: () => <PasswordForm />,
};

/**
 * /profile (guarded): a sidebar of orders, addresses, favorites, personal, password and logout.
 * Addresses only when the API keeps them (its `addresses` capability): without it, no tab and no call.
 */
export default function ProfilePage() {
  const { t } = useTranslation('account');
  const login = useStoredLogin();
  const [params] = useSearchParams();
  const capabilities = useCapabilities();
  const sections = allSections.filter((s) => s !== 'addresses' || capabilities?.includes('addresses'));
  // While store info loads, the Addresses tab keeps its place unseen, so that the tabs do not move
  // when it arrives (the reference API keeps addresses).
  const shownTabs = capabilities === undefined ? allSections : sections;
  const requested = params.get('tab');
  // A link to ?tab=addresses waits for store info to say whether the API keeps addresses.
  const deciding = requested === 'addresses' && capabilities === undefined;
  const section: Section = deciding ? 'addresses' : (sections.find((s) => s === requested) ?? 'orders');
  if (!login) return null; // the guard redirects before this renders
  const Panel = panels[section];
  const tabClass = (active: boolean) =>
    `block whitespace-nowrap rounded-lg px-4 py-2.5 text-start transition-colors ${active ? 'bg-brand-700 text-white' : 'text-stone-700 hover:bg-brand-50'}`;

  return (
    <PageShell
      title={t('title')}
      metaTitle={t(`sections.${section}`)}
      crumbs={[{ label: t('title'), to: paths.profile() }, { label: t(`sections.${section}`) }]}
      intro={<p className="text-stone-600">{t('greeting', { name: login.user.name })}</p>}
      className="pb-10"
    >
      <div className="grid gap-6 lg:grid-cols-[16rem_1fr]">
        {/* min-w-0 and wrapping: on a phone the sections wrap instead of widening the page. */}
        <nav aria-label={t('sections.label')} className="min-w-0 lg:sticky lg:top-24 lg:self-start">
          <ul className="flex flex-wrap gap-2 lg:flex-col">
            {shownTabs.map((s) => (
              <li key={s} {...(sections.includes(s) ? {} : { className: 'invisible', 'aria-hidden': true, inert: true })}>
                <Link to={`${paths.profile()}?tab=${s}`} aria-current={s === section ? 'page' : undefined} className={tabClass(s === section)}>
                  {t(`sections.${s}`)}
                </Link>
              </li>
            ))}
            <li>
              <button type="button" onClick={() => void logOut()} className={`${tabClass(false)} text-red-700 lg:w-full`}>
                {t('sections.logout')}
              </button>
            </li>
          </ul>
        </nav>
        <section aria-labelledby="profile-section" className="min-w-0 rounded-2xl border border-stone-200 p-5 sm:p-6">
          <h2 id="profile-section" className="mb-4 text-xl font-semibold">
            {t(`sections.${section}`)}
          </h2>
          <Suspense fallback={<Skeleton className="h-64 w-full" />}>{deciding ? <Skeleton className="h-64 w-full" /> : <Panel user={login.user} />}</Suspense>
        </section>
      </div>
    </PageShell>
  );
}
