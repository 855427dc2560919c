/**
 * The start column of checkout: the saved addresses to choose from, the address search and the map
 * for a new address, then the address's parts. Until a shipping company is chosen, an overlay covers
 * the search and the map's place (its click says 'الرجاء ملء البيانات أولاً'), and the map starts
 * once it is uncovered; the rest stays readable. Search runs on the button or Enter, never per
 * keystroke.
 */
import { Suspense, lazy, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useInBrowser } from '@/hooks/use-hydrated';
import { notify } from '@/lib/notify';
import { PAYMENT_FLOW_TOAST } from './payment-flow-toast';
import type { AddressPick } from './use-address-pick';

// Leaflet and react-leaflet load with the map, after the form has rendered.
const AddressMap = lazy(() => import('./address-map'));

const mapPlace = <Skeleton className="h-[400px] w-full rounded-2xl" />;
const coveredMap = <span aria-hidden="true" className="block h-[400px] w-full rounded-2xl border border-stone-200 bg-brand-50" />;

function PickedStatus({ pick }: { pick: AddressPick }) {
  const { t } = useTranslation('checkout');
  let text: string;
  if (pick.looking) text = t('address.looking');
  else if (pick.address?.inKingdom) text = `${t('address.picked')}: ${pick.address.displayName}`;
  else if (pick.address) text = t('address.outsideKingdom');
  else if (pick.notFound) text = t('address.notFound');
  else text = t('address.none');
  return (
    <p role="status" data-testid="picked-address" className={`rounded-xl px-4 py-3 text-sm ${pick.address?.inKingdom ? 'bg-green-50 text-green-900' : 'bg-stone-50 text-stone-700'}`}>
      {text}
    </p>
  );
}

export function AddressPicker({
  pick,
  locked,
  newAddress,
  before,
  children,
  className = '',
}: {
  pick: AddressPick;
  locked: boolean;
  /** A new address is being picked: only then do the search and the map show, as a saved address needs neither. */
  newAddress: boolean;
  /** Above the map: the saved addresses. */
  before?: ReactNode;
  /** Below the map: the address's parts. */
  children?: ReactNode;
  className?: string;
}) {
  const { t } = useTranslation('checkout');
  const [query, setQuery] = useState('');
  const searchId = useId();
  const inBrowser = useInBrowser();
  const runSearch = () => {
    if (query.trim() !== '') pick.search(query);
  };
  return (
    <section aria-labelledby={`${searchId}-heading`} className={`flex flex-col gap-3 ${className}`}>
      <h2 id={`${searchId}-heading`} className="text-lg font-semibold">
        {t('address.heading')}
      </h2>
      {before}
      {newAddress && (
        <div className="relative">
          <div inert={locked} className="flex flex-col gap-3">
            {/* Not a nested form: Enter searches here instead of placing the order. */}
            <div role="search" className="flex items-end gap-2">
              <div className="flex flex-1 flex-col gap-1.5">
                <label htmlFor={searchId} className="text-sm font-medium text-stone-800">
                  {t('address.searchLabel')}
                </label>
                <input
                  id={searchId}
                  type="search"
                  value={query}
                  onChange={(event) => setQuery(event.target.value)}
                  onKeyDown={(event) => {
                    if (event.key !== 'Enter') return;
                    event.preventDefault();
                    runSearch();
                  }}
                  placeholder={t('address.searchPlaceholder')}
                  className="w-full rounded-lg border border-stone-300 bg-white px-3 py-2.5 text-ink placeholder:text-stone-400 focus:outline-none focus:ring-2 focus:ring-brand-500"
                />
              </div>
              <Button variant="secondary" onClick={runSearch} className="px-5 py-2.5">
                {t('address.search')}
              </Button>
            </div>
            {/* A map nobody can use yet is not started; Leaflet needs a browser, so a page the
                server renders has the map's place, kept. */}
            {locked ? (
              coveredMap
            ) : inBrowser ? (
              <Suspense fallback={mapPlace}>
                <AddressMap marker={pick.marker} found={pick.found} onPick={pick.pickPoint} />
              </Suspense>
            ) : (
              mapPlace
            )}
          </div>
          {locked && (
            <button
              type="button"
              onClick={() => void notify.info(t('address.locked'), PAYMENT_FLOW_TOAST)}
              className="absolute inset-0 z-10 flex flex-col items-center justify-center gap-2 rounded-2xl bg-white/75 p-6 text-center backdrop-blur-[2px]"
            >
              <span className="rounded-full bg-ink px-5 py-2.5 font-semibold text-white">{t('address.locked')}</span>
              <span className="text-sm text-stone-700">{t('address.lockedHint')}</span>
            </button>
          )}
        </div>
      )}
      <PickedStatus pick={pick} />
      {children}
    </section>
  );
}
