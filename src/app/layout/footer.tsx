import { Fragment, useId, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { clearConsent } from '@/lib/consent';
import { Link } from 'react-router-dom';
import { useStoreInfo, type StoreInfo } from '@/api/store';
import { FacebookIcon, InstagramIcon, MailIcon, PhoneIcon, TwitterIcon, YoutubeIcon } from '@/components/icons/contact-icons';
import { PaymentMarks } from '@/components/icons/payment-marks';
import { SkeletonLines } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';

const linkGroups = [
  {
    title: 'footer.shopTitle',
    links: [
      { to: paths.shop(), key: 'footer.newArrivals' },
      { to: paths.saleProducts(), key: 'footer.saleProducts' },
      { to: paths.topSeller(), key: 'footer.bestSellers' },
      { to: paths.blog(), key: 'nav.blog' },
    ],
  },
  {
    title: 'footer.accountTitle',
    links: [
      { to: paths.cart(), key: 'nav.cart' },
      { to: paths.wishlist(), key: 'nav.wishlist' },
      { to: paths.profile(), key: 'nav.profile' },
    ],
  },
  {
    title: 'footer.helpTitle',
    links: [
      { to: paths.about(), key: 'nav.about' },
      { to: paths.contact(), key: 'nav.contact' },
      { to: paths.privacy(), key: 'footer.privacy' },
      { to: paths.returns(), key: 'footer.returns' },
    ],
  },
] as const;

const socials: { field: keyof Pick<StoreInfo, 'facebook' | 'twitter' | 'instagram' | 'youtube'>; Icon: ComponentType<{ size?: number }> }[] = [
  { field: 'facebook', Icon: FacebookIcon },
  { field: 'twitter', Icon: TwitterIcon },
  { field: 'instagram', Icon: InstagramIcon },
  { field: 'youtube', Icon: YoutubeIcon },
];

function StoreDetails() {
  const { t } = useTranslation();
  const { data: store, isPending, isError } = useStoreInfo();
  if (isPending) return <SkeletonLines lines={4} className="max-w-xs" />;
  if (isError || !store) {
    return (
      <p role="alert" className="text-sm text-red-300">
        {t('errors.loadFailed')}
      </p>
    );
  }
  const presentSocials = socials.filter(({ field }) => Boolean(store[field]));
  return (
    <div className="flex flex-col gap-3">
      <p className="text-xl font-bold text-white">{store.name}</p>
      <p className="max-w-sm text-sm leading-relaxed text-stone-300">{store.description}</p>
      <ul className="flex flex-col gap-2 text-sm">
        <li>
          <a href={`tel:${store.phone.replace(/[^\d+]/g, '')}`} className="inline-flex items-center gap-2 rounded hover:text-white">
            <PhoneIcon size={18} />
            <span className="sr-only">{t('footer.phone')}: </span>
            <span dir="ltr" className="whitespace-nowrap">
              {store.phone}
            </span>
          </a>
        </li>
        <li>
          <a href={`mailto:${store.email}`} className="inline-flex items-center gap-2 rounded hover:text-white">
            <MailIcon size={18} />
            <span className="sr-only">{t('footer.email')}: </span>
            <span dir="ltr">{store.email}</span>
          </a>
        </li>
      </ul>
      {presentSocials.length > 0 && (
        <ul aria-label={t('footer.social')} className="flex gap-2">
          {presentSocials.map(({ field, Icon }) => (
            <li key={field}>
              <a
                href={store[field] ?? undefined}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={t(`footer.${field}`)}
                className="grid size-9 place-items-center rounded-full bg-white/10 hover:bg-white/20"
              >
                <Icon size={18} />
              </a>
            </li>
          ))}
        </ul>
      )}
      {store.footer_text && <p className="text-sm text-stone-400">{store.footer_text}</p>}
    </div>
  );
}

const acceptedPayments = ['mada', 'visa', 'mastercard', 'cod'] as const;

function AcceptedPayments() {
  const { t } = useTranslation();
  const labelId = useId();
  return (
    <div className="flex flex-wrap items-center justify-center gap-x-3 gap-y-2">
      <p id={labelId}>{t('footer.weAccept')}</p>
      <PaymentMarks
        aria-labelledby={labelId}
        networks={acceptedPayments}
        names={{ mada: t('payment.mada'), visa: t('payment.visa'), mastercard: t('payment.mastercard'), cod: t('payment.cod') }}
        codCaption={t('payment.codCaption')}
        size={24}
      />
    </div>
  );
}

/** The commercial registration and VAT numbers, each only when the API sends it (an extension some APIs lack). */
function StoreRegistration() {
  const { t } = useTranslation();
  const { data: store } = useStoreInfo();
  const numbers = [
    { key: 'footer.commercialRegistration', value: store?.commercial_registration?.trim() },
    { key: 'footer.vatNumber', value: store?.vat_number?.trim() },
  ] as const;
  const present = numbers.filter((entry): entry is (typeof numbers)[number] & { value: string } => Boolean(entry.value));
  if (present.length === 0) return null;
  return (
    <p>
      {present.map(({ key, value }, index) => (
        <Fragment key={key}>
          {index > 0 && <span aria-hidden="true"> · </span>}
          {/* bdi keeps the digits in their order inside Arabic text. */}
          <span>
            {t(key)} <bdi dir="ltr">{value}</bdi>
          </span>
        </Fragment>
      ))}
    </p>
  );
}

export default function Footer() {
  const { t } = useTranslation();
  return (
    <footer className="mt-16 bg-ink text-stone-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 md:grid-cols-2 lg:grid-cols-5">
        <div className="lg:col-span-2">
          <StoreDetails />
        </div>
        {linkGroups.map((group) => (
          <nav key={group.title} aria-label={t(group.title)}>
            <h2 className="mb-3 text-sm font-semibold uppercase tracking-wider text-white">{t(group.title)}</h2>
            <ul className="flex flex-col gap-2 text-sm">
              {group.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="rounded hover:text-white hover:underline">
                    {t(link.key)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      {/* The bottom padding keeps the last lines clear of the chat button (features/chat). */}
      <div className="flex flex-col items-center gap-2 border-t border-white/10 px-4 pt-5 pb-24 text-center text-xs text-stone-400">
        <AcceptedPayments />
        <StoreRegistration />
        {/* Prices are shown with VAT everywhere; this is the one place that says so. */}
        <p className="text-stone-300">{t('footer.pricesIncludeVat')}</p>
        {/* Forgetting the choice makes the consent bar ask again. */}
        <button type="button" onClick={clearConsent} className="rounded underline hover:text-white">
          {t('footer.consent')}
        </button>
        <p>{t('footer.credit', { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
}
