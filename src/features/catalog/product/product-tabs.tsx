import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export interface Tab {
  id: string;
  label: string;
  panel: ReactNode;
}

/** WAI-ARIA tabs: the first tab is selected by default; arrow keys, Home and End move between tabs. */
export function Tabs({ label, tabs }: { label: string; tabs: Tab[] }) {
  const [selected, setSelected] = useState(tabs[0]?.id);
  const base = useId();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const move = (event: KeyboardEvent, index: number) => {
    const rtl = document.documentElement.dir === 'rtl';
    const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[event.key];
    let next = step === undefined ? (event.key === 'Home' ? 0 : event.key === 'End' ? tabs.length - 1 : -1) : (index + step + tabs.length) % tabs.length;
    if (next < 0) return;
    event.preventDefault();
    next = Math.min(next, tabs.length - 1);
    setSelected(tabs[next]?.id);
    refs.current[next]?.focus();
  };
  return (
    <div>
      <div role="tablist" aria-label={label} className="flex gap-6 border-b border-stone-200">
        {tabs.map((tab, index) => {
          const active = tab.id === selected;
          return (
            <button
              key={tab.id}
              ref={(node) => {
                refs.current[index] = node;
              }}
              id={`${base}-${tab.id}-tab`}
              type="button"
              role="tab"
              aria-selected={active}
              aria-controls={`${base}-${tab.id}-panel`}
              tabIndex={active ? 0 : -1}
              onClick={() => setSelected(tab.id)}
              onKeyDown={(event) => move(event, index)}
              className={`-mb-px border-b-2 px-1 py-3 text-base font-semibold transition ${active ? 'border-ink text-ink' : 'border-transparent text-stone-500 hover:text-ink'}`}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          id={`${base}-${tab.id}-panel`}
          role="tabpanel"
          aria-labelledby={`${base}-${tab.id}-tab`}
          hidden={tab.id !== selected}
          tabIndex={0}
          className="pt-8"
        >
          {tab.id === selected && tab.panel}
        </div>
      ))}
    </div>
  );
}
