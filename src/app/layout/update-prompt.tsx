import { useTranslation } from 'react-i18next';

/**
 * A new version of the shop is ready (docs/product.md, "Offline and installing"): a small note below
 * the header, where toasts show, with Reload and Later. It takes no focus and hides nothing the
 * shopper is using; Later keeps the running version until the next visit.
 */
export default function UpdatePrompt({ reload, later }: { reload: () => void; later: () => void }) {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      className="fixed inset-x-3 top-18 z-50 mx-auto flex max-w-md items-center gap-3 rounded-lg border border-stone-200 bg-white px-4 py-3 text-sm text-ink shadow-lg lg:top-24"
    >
      <p className="flex-1">{t('update.ready')}</p>
      <button type="button" onClick={reload} className="rounded-md bg-brand-700 px-3 py-1.5 font-medium text-white hover:bg-brand-800">
        {t('update.reload')}
      </button>
      <button type="button" onClick={later} className="rounded-md px-2 py-1.5 text-stone-600 hover:text-stone-900">
        {t('update.later')}
      </button>
    </div>
  );
}
