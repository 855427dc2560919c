import { inertOthers } from 'aria-hidden';
import { useEffect, useEffectEvent, type RefObject } from 'react';

/** Where the mobile menu and the filter drawer give way to the desktop layout (Tailwind's `lg`). */
const DESKTOP = '(min-width: 1024px)';

/**
 * A layer that is modal while open but is not a `<dialog>` (the mobile menu, the shop's filter
 * drawer): everything outside `keep` is inert, Escape or a press outside closes it, focus moves to `focusOnOpen` and
 * back to the opener when it closes. It also closes when the window grows to the desktop layout,
 * where the layer is no longer shown and an inert page would be a dead one.
 */
export function useModalLayer({
  open,
  close,
  keep,
  opener,
  focusOnOpen,
}: {
  open: boolean;
  close: () => void;
  keep: RefObject<HTMLElement | null>[];
  opener: RefObject<HTMLElement | null>;
  focusOnOpen?: RefObject<HTMLElement | null>;
}) {
  // Read when the layer opens or closes, so callers may pass fresh arrays and closures.
  const onClose = useEffectEvent(close);
  const parts = useEffectEvent(() => ({ keep, opener, focusOnOpen }));

  useEffect(() => {
    if (!open) return;
    const { keep: kept, opener: openerRef, focusOnOpen: target } = parts();
    const elements = kept.map((ref) => ref.current).filter((element): element is HTMLElement => element !== null);
    if (elements.length === 0) return;
    const restore = inertOthers(elements);
    target?.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    // The inert page ignores presses, so a press anywhere outside is taken as "close".
    const onPress = (event: PointerEvent) => {
      if (!elements.some((element) => element.contains(event.target as Node))) onClose();
    };
    document.addEventListener('pointerdown', onPress);
    const desktop = window.matchMedia?.(DESKTOP);
    const onWide = (event: MediaQueryListEvent) => event.matches && onClose();
    desktop?.addEventListener?.('change', onWide);
    const returnTo = openerRef.current;
    return () => {
      window.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPress);
      desktop?.removeEventListener?.('change', onWide);
      restore();
      // Focus left inside the closed layer (or dropped with it) goes back to the opener; focus the
      // shopper has already moved elsewhere stays there.
      const active = document.activeElement;
      const dropped = !active || active === document.body || elements.some((element) => element.contains(active));
      if (returnTo?.isConnected && dropped) returnTo.focus();
    };
  }, [open]);
}
