import { Suspense, lazy, useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { chatKeyOf, useChatMessages } from '@/api/chat/chat';
import { ChatIcon } from '@/components/icons/page-icons';
import { paths } from '@/config/paths';
import { useInBrowser } from '@/hooks/use-hydrated';
import { useStoredLogin } from '@/hooks/use-stored-login';
import { readLastSeen, saveLastSeen, unseenCount } from '@/lib/chat/chat';

// The panel's code comes when it is first opened.
const ChatPanel = lazy(() => import('./chat-panel'));

/** While the panel is closed, a look every 30 s for the unread badge ("Chat"). */
const CLOSED_POLL_MS = 30_000;

/**
 * The round chat button at the bottom end of every page, with the number of the seller's
 * messages not yet seen. A visitor goes to /login and comes back here.
 *
 * It never covers the page (docs/product.md, "The phone's tab bar and the chat button"): on a phone it sits at the end of
 * the tab bar (app/layout/tab-bar.tsx), which also sets `--consent-bar`; from lg it floats in the
 * margin that the page's content leaves free for it at the end side (index.css).
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
    <>
      {open && login && chatKey && (
        <Suspense fallback={null}>
          <ChatPanel chatKey={chatKey} userName={login.user.name} onClose={close} onSeen={seen} />
        </Suspense>
      )}
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
    </>
  );
}
