/** The contact information block on /contact-us: the first contact info record. */
import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useContactInfo, type ContactInfo } from '@/api/store';
import { FacebookIcon, InstagramIcon, MailIcon, PhoneIcon, PinIcon, TwitterIcon, YoutubeIcon } from '@/components/icons/contact-icons';
import { LoadFailed } from '@/components/ui/load-failed';
import { SkeletonLines } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';

const socials: { field: 'facebook' | 'twitter' | 'instagram' | 'youtube'; Icon: ComponentType<{ size?: number }> }[] = [
  { field: 'facebook', Icon: FacebookIcon },
  { field: 'twitter', Icon: TwitterIcon },
  { field: 'instagram', Icon: InstagramIcon },
  { field: 'youtube', Icon: YoutubeIcon },
];

function Row({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <li className="flex gap-4">
      <span className="grid size-11 shrink-0 place-items-center rounded-full bg-white text-brand-700 shadow-sm">{icon}</span>
      <span className="flex flex-col gap-0.5">
        <span className="text-sm font-semibold text-ink">{title}</span>
        <span className="text-stone-700">{children}</span>
      </span>
    </li>
  );
}

function Details({ info }: { info: ContactInfo }) {
  const { t } = useTranslation(['contact', 'common']);
  const present = socials.filter(({ field }) => Boolean(info[field]));
  return (
    <div className="flex flex-col gap-6">
      <ul className="flex flex-col gap-5">
        <Row icon={<PinIcon size={20} />} title={t('info.location')}>
          <span className="block">{info.location}</span>
          <span className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm">
            {info.location_link && (
              <a href={info.location_link} target="_blank" rel="noopener noreferrer" className="font-medium text-brand-700 hover:underline">
                {t('info.openMap')}
              </a>
            )}
            <Link to={paths.map()} className="font-medium text-brand-700 hover:underline">
              {t('info.showMap')}
            </Link>
          </span>
        </Row>
        <Row icon={<PhoneIcon size={20} />} title={t('info.phone')}>
          <a href={`tel:${info.phone.replace(/[^\d+]/g, '')}`} dir="ltr" className="whitespace-nowrap hover:text-brand-700">
            {info.phone}
          </a>
        </Row>
        <Row icon={<MailIcon size={20} />} title={t('info.email')}>
          <a href={`mailto:${info.email}`} dir="ltr" className="hover:text-brand-700">
            {info.email}
          </a>
        </Row>
      </ul>
      {present.length > 0 && (
        <ul aria-label={t('info.social')} className="flex gap-2">
          {present.map(({ field, Icon }) => (
            <li key={field}>
              <a
                href={info[field] ?? undefined}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={t(`common:footer.${field}`)}
                className="grid size-10 place-items-center rounded-full bg-white text-ink shadow-sm hover:text-brand-700"
              >
                <Icon size={18} />
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export function ContactInfoBlock() {
  const { t } = useTranslation('contact');
  const info = useContactInfo();
  return (
    <section aria-labelledby="contact-info-title" className="flex flex-col gap-6 self-start rounded-3xl bg-brand-50 p-6 md:p-8">
      <h2 id="contact-info-title" className="text-xl font-bold text-ink">
        {t('info.title')}
      </h2>
      {info.isPending ? <SkeletonLines lines={6} /> : info.isError || !info.data ? <LoadFailed onRetry={info.refetch} /> : <Details info={info.data} />}
    </section>
  );
}
