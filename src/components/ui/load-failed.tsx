import { useTranslation } from 'react-i18next';

/**
 * What a catalogue screen shows when its data failed to load: the shop's message
 * ('فشل في تحميل البيانات', "Failures a shopper sees") and a retry, never a blank area.
 */
export function LoadFailed({ onRetry, className = '' }: { onRetry?: () => unknown; className?: string }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className={`flex flex-col items-center gap-3 rounded-2xl border border-stone-200 bg-stone-50 px-6 py-10 text-center ${className}`}>
      <p className="font-medium text-stone-700">{t('errors.loadFailed')}</p>
      {onRetry && (
        <button
          type="button"
          onClick={() => void onRetry()}
          className="rounded-full border border-brand-700 px-5 py-2 text-sm font-medium text-brand-800 hover:bg-brand-50"
        >
          {t('errors.retry')}
        </button>
      )}
    </div>
  );
}
