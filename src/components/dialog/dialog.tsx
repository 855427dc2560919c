import { useId, useLayoutEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { CloseIcon } from '../ui/icons';

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  closeLabel: string;
  children: ReactNode;
  /** On a phone, a sheet along the screen's foot (a quick choice over a list); centred from `sm` up. */
  sheet?: boolean;
}

/**
 * A modal on the native <dialog>, opened with showModal(): the page behind is inert and dimmed,
 * focus moves in and stays there (Tab goes round its controls), Escape or a click on the backdrop closes it, and focus goes
 * back to the control that opened it.
 */
export function Dialog(props: DialogProps) {
  return props.open ? <ModalDialog {...props} /> : null;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Tab past the last control comes back to the first, and Shift+Tab past the first to the last: a
 * modal <dialog> alone would let focus leave for the browser's own controls.
 */
function keepFocusIn(dialog: HTMLDialogElement, event: KeyboardEvent<HTMLDialogElement>) {
  const controls = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => element.getClientRects().length > 0);
  const first = controls[0];
  const last = controls.at(-1);
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey ? active === first || active === dialog : active === last) {
    event.preventDefault();
    (event.shiftKey ? last : first).focus();
  }
}

// Whole class names, so Tailwind finds them.
const CENTRED = 'm-auto w-[min(36rem,calc(100vw-2rem))] rounded-2xl';
const SHEET = 'mx-0 mb-0 mt-auto w-full max-w-full rounded-t-2xl sm:m-auto sm:w-[min(36rem,calc(100vw-2rem))] sm:max-w-[calc(100%-2rem)] sm:rounded-2xl';

function ModalDialog({ onClose, title, closeLabel, children, sheet = false }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useLayoutEffect(() => {
    const dialog = ref.current!;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.showModal();
    return () => {
      if (dialog.open) dialog.close();
      opener?.focus();
    };
  }, []);
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onKeyDown={(event) => {
        if (event.key !== 'Tab') return;
        // A dialog opened over this one keeps its own Tab.
        event.stopPropagation();
        keepFocusIn(event.currentTarget, event);
      }}
      onCancel={(event) => {
        event.preventDefault();
        // Escape in a dialog opened over this one closes that one only.
        if (event.target === event.currentTarget) onClose();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      className={`${sheet ? SHEET : CENTRED} bg-white p-0 text-ink shadow-xl backdrop:bg-black/40`}
    >
      <div className="flex items-center justify-between gap-4 border-b border-stone-200 px-5 py-4">
        <h2 id={titleId} className="text-lg font-semibold">
          {title}
        </h2>
        <button type="button" onClick={onClose} aria-label={closeLabel} className="grid size-9 place-items-center rounded-full hover:bg-stone-100">
          <CloseIcon size={20} />
        </button>
      </div>
      <div className={`${sheet ? 'max-h-[80dvh] sm:max-h-[70vh]' : 'max-h-[70vh]'} overflow-y-auto px-5 py-4`}>{children}</div>
    </dialog>
  );
}
