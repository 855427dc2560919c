import { useTranslation } from 'react-i18next';

/** Shown when a page throws (including a chunk that failed to load): never a blank page. */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <div role="alert" className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-16 text-center">
      <h1 className="text-2xl font-bold text-ink">{t('errors.pageCrashed')}</h1>
      <p className="text-stone-600">{t('errors.unexpected')}</p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="rounded-full bg-brand-700 px-6 py-3 font-medium text-white hover:bg-brand-800"
      >
        {t('errors.reload')}
      </button>
    </div>
  );
}
