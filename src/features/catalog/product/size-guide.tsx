/**
 * The size guide of a product's kind (docs/product.md, "Size guide"): a button under the sizes that
 * opens the guide as a modal dialog. Only when the API offers guides and has one for the category.
 */
import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSizeGuide } from '@/api/size-guides';

// The table loads when the shopper opens it: most never do.
const SizeGuideDialog = lazy(() => import('./size-guide-dialog'));

export default function SizeGuideButton({ categoryId, size }: { categoryId: number | undefined; size?: string }) {
  const { t } = useTranslation('product');
  const { data: guide } = useSizeGuide(categoryId);
  const [open, setOpen] = useState(false);
  if (!guide) return null;
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        className="mt-1 self-start text-sm font-medium text-brand-700 underline underline-offset-4 hover:text-brand-800"
      >
        {t('sizeGuide.open')}
      </button>
      {open && (
        <Suspense fallback={null}>
          <SizeGuideDialog guide={guide} size={size} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
