import { useId, useRef, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

/**
 * The profile photo's picker. The browser's own file input says "Choose File / No file chosen" in
 * the browser's language, not the page's, so the input stays hidden and a button in
 * the page's language opens it; the chosen file's name (or that none is chosen) shows beside it.
 */
export function PhotoField({
  accept,
  fileName,
  hint,
  error,
  onChange,
}: {
  accept: string;
  fileName?: string;
  hint: string;
  error?: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}) {
  const { t } = useTranslation('account');
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const described = [`${id}-chosen`, `${id}-hint`, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className="flex min-w-0 flex-1 flex-col gap-1.5">
      <span id={`${id}-label`} className="text-sm font-medium text-stone-800">
        {t('personal.photo')}
      </span>
      <input ref={input} type="file" accept={accept} hidden aria-labelledby={`${id}-label`} onChange={onChange} />
      <div className="flex min-w-0 flex-wrap items-center gap-3">
        <Button variant="secondary" className="px-4 py-2 text-sm" aria-describedby={described} onClick={() => input.current?.click()}>
          {t('personal.choosePhoto')}
        </Button>
        <span id={`${id}-chosen`} className="min-w-0 truncate text-sm text-stone-600" dir="auto">
          {fileName ?? t('personal.noPhotoChosen')}
        </span>
      </div>
      <p id={`${id}-hint`} className="text-xs text-stone-500">
        {hint}
      </p>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
