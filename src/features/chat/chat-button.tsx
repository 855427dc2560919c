import { Suspense, lazy, useCallback, useRef, useState, useSyncExternalStore, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { chatKeyOf, useChatMessages } from '@/api/chat';
import { ChatIcon } from '@/components/ui/page-icons';
import { paths } from '@/config/paths';
import { useInBrowser } from '@/hooks/use-hydrated';
import { useScrollingDown } from '@/hooks/use-scrolling-down';
import { useStoredLogin } from '@/hooks/use-stored-login';
import { readLastSeen, saveLastSeen, unseenCount } from '@/lib/chat';
import { getConsentBarHeight, subscribeConsentBarHeight } from '@/lib/consent';

// The panel's code comes when it is first opened.
const ChatPanel = lazy(() => import('./chat-panel'));

/** While the panel is closed, a look every 30 s for the unread badge ("Chat"). */
const CLOSED_POLL_MS = 30_000;

/**
 * The round chat button at the bottom end of every page, with the number of the seller's
 * messages not yet seen. A visitor goes to /login and comes back here.
 *
 * It never covers the page (docs/product.md, "The chat button"): on a phone it sits in a bar docked
 * at the screen's foot, whose height the page keeps free at its end, and which steps below the
 * edge while the page scrolls down; from lg it floats in the margin that the page's content leaves
 * free for it at the end side (index.css).
 */
export default function ChatButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const login = useStoredLogin();
  // The chat is the browser's (its key names this page's host): a page the server renders for a
  // shopper has the button, closed.
  const inBrowser = useInBrowser();
  const chatKey = login && inBrowser ? chatKeyOf(login.user.id) : null;
  const [wantsOpen, setOpen] = useState(false);
  const open = wantsOpen && chatKey !== null;
  const [seenIds, setSeenIds] = useState<Record<string, number>>({});
  const lastSeen = chatKey ? (seenIds[chatKey] ?? readLastSeen(chatKey)) : 0;
  const button = useRef<HTMLButtonElement>(null);
  const messages = useChatMessages(chatKey, open ? false : CLOSED_POLL_MS);
  const unseen = messages.data ? unseenCount(messages.data, lastSeen) : 0;
  // On a phone the dock steps below the screen's edge while the page scrolls down, leaving the whole
  // screen to the page; it comes back on the way up, at the page's end, or when the keyboard reaches it.
  const tucked = useScrollingDown() && !open;
  // The button and the panel sit above the consent bar while it shows (features/marketing).
  const consentBar = useSyncExternalStore(subscribeConsentBarHeight, getConsentBarHeight, () => 0);

  const toggle = () => {
    if (!login) {
      void navigate(paths.login(), { state: { from: { pathname: location.pathname, search: location.search, hash: location.hash } } });
      return;
    }
    setOpen((was) => !was);
  };

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };

  const seen = useCallback(
    (id: number) => {
      if (!chatKey || id <= readLastSeen(chatKey)) return;
      saveLastSeen(chatKey, id);
      setSeenIds((ids) => ({ ...ids, [chatKey]: id }));
    },
    [chatKey, setSeenIds],
  );

  return (
    <div className="contents" style={{ '--consent-bar': `${consentBar}px` } as CSSProperties}>
      {open && login && chatKey && (
        <Suspense fallback={null}>
          <ChatPanel chatKey={chatKey} userName={login.user.name} onClose={close} onSeen={seen} />
        </Suspense>
      )}
      {/* The consent bar arrives after the page: the dock and the button make room for it by a
          translation, which slides and moves nothing else, rather than by their position, whose
          change is a layout shift. */}
      <div
        data-chat-dock
        data-tucked={tucked}
        className="fixed inset-x-0 bottom-0 z-40 flex h-(--chat-dock) items-center justify-end border-t border-stone-200 bg-white px-5 transition-transform max-lg:-translate-y-(--consent-bar) max-lg:data-[tucked=true]:not-focus-within:translate-y-full lg:contents"
      >
        <button
          ref={button}
          type="button"
          onClick={toggle}
          aria-expanded={login ? open : undefined}
          aria-controls={open ? 'chat-panel' : undefined}
          aria-label={unseen > 0 ? t('chat.openWithUnread', { count: unseen }) : t('chat.open')}
          title={t('chat.open')}
          className="relative grid size-12 place-items-center rounded-full bg-brand-700 text-white shadow-lg transition hover:bg-brand-800 focus-visible:outline-offset-4 lg:fixed lg:end-5 lg:bottom-5 lg:-translate-y-(--consent-bar) lg:z-40 lg:size-14"
        >
          <ChatIcon size={26} />
          {unseen > 0 && (
            <span aria-hidden="true" className="absolute -end-1 -top-1 grid min-w-6 place-items-center rounded-full bg-red-700 px-1.5 text-xs font-bold leading-6 text-white ring-2 ring-white">
              {unseen > 99 ? '99+' : unseen}
            </span>
          )}
        </button>
      </div>
    </div>
  );
}
