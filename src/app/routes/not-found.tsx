import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PageMeta } from '@/components/page-meta';
import { paths } from '@/config/paths';

/** The catch-all 404 page: title, subtitle and image. */
export default function Page() {
  const { t } = useTranslation();
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-16 text-center">
      <PageMeta title={t('notFound.title')} description={t('notFound.metaDescription')} noindex />
      <img src="/images/not-found.svg" alt={t('notFound.imageAlt')} width={320} height={240} className="h-auto w-64 md:w-80" />
      <h1 className="text-3xl font-bold text-ink">{t('notFound.title')}</h1>
      <p className="text-stone-600">{t('notFound.subtitle')}</p>
      <Link to={paths.home()} className="mt-2 rounded-full bg-brand-700 px-6 py-3 font-medium text-white hover:bg-brand-800">
        {t('notFound.backHome')}
      </Link>
    </section>
  );
}
