/** Checkout's saved addresses to deliver to, the default first, or a new one picked on the map. */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { SavedAddress } from '@/api/orders/addresses';

const optionClass = 'flex cursor-pointer gap-3 rounded-xl border border-stone-200 px-4 py-3 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50';

export function SavedAddressChoice({
  addresses,
  chosen,
  onChoose,
}: {
  addresses: readonly SavedAddress[];
  chosen: number | 'new';
  onChoose: (choice: number | 'new') => void;
}) {
  const { t } = useTranslation('address');
  const name = useId();
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium text-stone-800">{t('saved.legend')}</legend>
      {addresses.map((saved) => (
        <label key={saved.id} className={`${optionClass} items-start`}>
          <input type="radio" name={name} className="mt-1 size-4 accent-brand-700" checked={chosen === saved.id} onChange={() => onChoose(saved.id)} />
          <span className="flex flex-col text-sm">
            <span className="font-medium text-ink">
              {saved.recipient}
              {saved.is_default && (
                <>
                  {' '}
                  <span className="ms-1 rounded-full bg-stone-100 px-2 py-0.5 text-xs text-stone-700">{t('saved.default')}</span>
                </>
              )}
            </span>{' '}
            <span className="text-stone-600">{t('saved.line', { street: `${saved.building_number} ${saved.street}`, district: saved.district, city: saved.city })}</span>
          </span>
        </label>
      ))}
      <label className={`${optionClass} items-center`}>
        <input type="radio" name={name} className="size-4 accent-brand-700" checked={chosen === 'new'} onChange={() => onChoose('new')} />
        <span className="text-sm font-medium">{t('saved.new')}</span>
      </label>
    </fieldset>
  );
}
