/**
 * The header's product search (capability `search`): a combobox with a listbox of suggestions
 * (WAI-ARIA 1.2 combobox pattern). Loaded when the header's search button is first pointed at,
 * focused or pressed, so none of it weighs on the first page.
 *
 * Keys: typing suggests from 2 characters on; ↓/↑ move through the suggestions (and wrap), Enter
 * opens the active one or, with none active, shows every result on /shop?q=…; Escape closes the
 * list, and a second Escape closes the panel, focus going back to the button that opened it.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { MAX_SUGGESTIONS, MIN_SEARCH_LENGTH, productSuggestionsQuery } from '@/api/search';
import { CloseIcon, SearchIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { useLanguage } from '@/i18n/use-language';
import { storageUrl } from '@/lib/asset-url';
import { localizedName } from '@/lib/localized';
import { formatSar, shownPrice } from '@/lib/money';
import { shownColor } from '@/lib/product-specs';
import { MAX_SEARCH_LENGTH, searchWords } from '@/lib/catalog/search-words';

export interface SearchPanelProps {
  id: string;
  /** Closes the panel; `returnFocus` sends focus back to the button that opened it. */
  onClose: (returnFocus: boolean) => void;
  /** The panel and its opener: a press anywhere else closes the panel. */
  inside: (target: Node) => boolean;
}

export default function SearchPanel({ id, onClose, inside }: SearchPanelProps) {
  const { t } = useTranslation('search');
  const language = useLanguage();
  const navigate = useNavigate();
  const location = useLocation();
  const inputId = useId();
  const listId = useId();
  const input = useRef<HTMLInputElement>(null);
  // On the results page the panel opens with its words, to refine them.
  const [text, setText] = useState(() => (location.pathname === paths.shop() ? (searchWords(new URLSearchParams(location.search).get('q')) ?? '') : ''));
  const [listOpen, setListOpen] = useState(true);
  const [activeId, setActiveId] = useState<number | null>(null);

  const term = searchWords(text) ?? '';
  const ready = term.length >= MIN_SEARCH_LENGTH;
  const query = useQuery(productSuggestionsQuery(language, term));
  // The previous words' suggestions stay while the next ones load (no flicker), but only the
  // current words' answer is announced.
  const suggestions = ready ? (query.data?.data.slice(0, MAX_SUGGESTIONS) ?? []) : [];
  // Each in the colour the words name ("black abaya"), as on the results page.
  const colorOf = (product: (typeof suggestions)[number]) => shownColor(product, query.data?.search_colors);
  const settled = ready && !query.isPlaceholderData && !query.isFetching;
  const expanded = listOpen && suggestions.length > 0;
  const activeIndex = expanded ? suggestions.findIndex((product) => product.id === activeId) : -1;
  const optionId = (productId: number) => `${listId}-${productId}`;

  let announcement = '';
  if (settled && query.isError) announcement = t('failed');
  else if (settled && query.isSuccess) announcement = suggestions.length > 0 ? t('count', { count: suggestions.length }) : t('none');

  useEffect(() => {
    input.current?.focus();
    input.current?.select();
  }, []);

  // A press outside the panel and its opener closes it; focus stays where the press put it.
  useEffect(() => {
    const onPress = (event: PointerEvent) => {
      if (!inside(event.target as Node)) onClose(false);
    };
    document.addEventListener('pointerdown', onPress);
    return () => document.removeEventListener('pointerdown', onPress);
  }, [inside, onClose]);

  const openProduct = (product: (typeof suggestions)[number]) => {
    onClose(true);
    navigate(paths.product(product.id, colorOf(product)?.color));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!term) return;
    onClose(true);
    navigate(paths.search(term));
  };

  const move = (step: 1 | -1) => {
    const count = suggestions.length;
    if (count === 0) return;
    const from = expanded ? activeIndex : -1;
    // From no active option, ↓ goes to the first and ↑ to the last.
    const next = from === -1 ? (step === 1 ? 0 : count - 1) : (from + step + count) % count;
    setListOpen(true);
    setActiveId(suggestions[next]!.id);
    document.getElementById(optionId(suggestions[next]!.id))?.scrollIntoView?.({ block: 'nearest' });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp':
        event.preventDefault();
        move(event.key === 'ArrowDown' ? 1 : -1);
        break;
      case 'Enter':
        if (activeIndex >= 0) {
          event.preventDefault();
          openProduct(suggestions[activeIndex]!);
        }
        break;
      case 'Escape':
        event.preventDefault();
        if (expanded) {
          setListOpen(false);
          setActiveId(null);
        } else {
          onClose(true);
        }
        break;
    }
  };

  return (
    <div id={id} className="border-t border-stone-200 bg-white">
      <form role="search" aria-label={t('label')} onSubmit={onSubmit} className="mx-auto flex max-w-3xl items-center gap-2 px-4 py-3">
        <div className="relative min-w-0 flex-1">
          <label htmlFor={inputId} className="sr-only">
            {t('label')}
          </label>
          <SearchIcon size={20} className="pointer-events-none absolute start-4 top-1/2 -translate-y-1/2 text-stone-400" />
          <input
            ref={input}
            id={inputId}
            type="text"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listId}
            aria-activedescendant={activeIndex >= 0 ? optionId(suggestions[activeIndex]!.id) : undefined}
            autoComplete="off"
            spellCheck={false}
            enterKeyHint="search"
            maxLength={MAX_SEARCH_LENGTH}
            placeholder={t('placeholder')}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setListOpen(true);
              setActiveId(null);
            }}
            onKeyDown={onKeyDown}
            onBlur={() => setListOpen(false)}
            className="h-12 w-full rounded-full border border-stone-300 bg-white pe-4 ps-12 text-base text-ink placeholder:text-stone-400 hover:border-stone-400"
          />
          <ul
            id={listId}
            role="listbox"
            aria-label={t('suggestions')}
            hidden={!expanded}
            aria-busy={query.isPlaceholderData}
            className="absolute inset-x-0 top-full z-40 mt-2 max-h-[min(70vh,30rem)] overflow-y-auto rounded-2xl border border-stone-200 bg-white p-2 shadow-xl"
          >
            {suggestions.map((product, index) => (
              <li
                key={product.id}
                id={optionId(product.id)}
                role="option"
                aria-selected={index === activeIndex}
                // The input keeps focus (and its caret) while an option is pressed.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => openProduct(product)}
                className="flex cursor-pointer items-center gap-3 rounded-xl p-2 hover:bg-stone-50 aria-selected:bg-brand-50 aria-selected:outline-2 aria-selected:-outline-offset-2 aria-selected:outline-brand-600"
              >
                <img src={storageUrl(colorOf(product)?.img ?? product.img, 240)} alt="" width={40} height={50} loading="lazy" className="h-12.5 w-10 shrink-0 rounded-md bg-stone-100 object-cover" />
                {/* Two lines, not one cut short: names that differ only at their end ("… Abaya with Belt") stay apart. */}
                <span className="line-clamp-2 min-w-0 flex-1 break-words text-[15px] leading-snug text-ink">
                  {localizedName(product, language)}
                </span>
                {/* Keeps name and price apart in the option's accessible name; a flex row does not show it. */}{' '}
                <span className="shrink-0 text-sm font-semibold text-ink">{formatSar(shownPrice(product.price), language)}</span>
              </li>
            ))}
          </ul>
        </div>
        <button type="submit" className="h-12 shrink-0 rounded-full bg-ink px-5 text-sm font-semibold text-white hover:bg-stone-800 max-sm:hidden">
          {t('submit')}
        </button>
        <button
          type="button"
          onClick={() => onClose(true)}
          aria-label={t('close')}
          className="grid size-10 shrink-0 place-items-center rounded-full text-stone-700 hover:bg-stone-100"
        >
          <CloseIcon size={20} />
        </button>
      </form>
      <div role="status" aria-live="polite" className="sr-only">
        {announcement}
      </div>
      {settled && !expanded && listOpen && announcement && (
        <p aria-hidden="true" className="mx-auto max-w-3xl px-4 pb-3 text-sm text-stone-600">
          {announcement}
        </p>
      )}
    </div>
  );
}
