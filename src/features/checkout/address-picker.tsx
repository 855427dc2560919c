/**
 * The start column of checkout, its first step: the saved addresses to choose from, the address
 * search and the map for a new address, then the address's parts. Search runs on the button or
 * Enter, never per keystroke.
 */
import { Suspense, lazy, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useInBrowser } from '@/hooks/use-hydrated';
import type { AddressPick } from './use-address-pick';

// Leaflet and react-leaflet load with the map, after the form has rendered.
const AddressMap = lazy(() => import('./address-map'));

const mapPlace = <Skeleton className="h-[400px] w-full rounded-2xl" />;

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
  newAddress,
  before,
  children,
  className = '',
}: {
  pick: AddressPick;
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
        <div className="flex flex-col gap-3">
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
          {/* Leaflet needs a browser: a page the server renders has the map's place, kept. */}
          {inBrowser ? (
            <Suspense fallback={mapPlace}>
              <AddressMap marker={pick.marker} found={pick.found} onPick={pick.pickPoint} />
            </Suspense>
          ) : (
            mapPlace
          )}
        </div>
      )}
      <PickedStatus pick={pick} />
      {children}
    </section>
  );
}
