import { yupResolver } from '@hookform/resolvers/yup';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useKeyboardAtHand } from '@/features/chat/use-keyboard-at-hand';
import { useChatMessages, useSendChatMessage, type ChatEntry } from '@/api/chat/chat';
import { CloseIcon } from '@/components/ui/icons';
import { ChatIcon } from '@/components/icons/page-icons';
import { Skeleton } from '@/components/ui/skeleton';
import { currentLanguage } from '@/i18n';
import { isolate } from '@/lib/bidi';
import { messageTime } from '@/lib/chat/chat';
import { chatMessageSchema, type ChatMessageValues } from './chat-schema';

/** With the panel open, a look every 3 s (paused in a hidden tab; "Chat"). */
const OPEN_POLL_MS = 3_000;

let localIds = 0;

/** A message the shopper sent from this panel that the list does not hold yet. */
interface Outgoing {
  localId: number;
  text: string;
  failed: boolean;
}

export interface ChatPanelProps {
  chatKey: string;
  userName: string;
  onClose: () => void;
  /** The newest seller message now on screen, for the button's badge. */
  onSeen: (id: number) => void;
}

/**
 * The customer-service chat (signed in only): the conversation, polled while open, and the text
 * box. A sent message shows at once as sent and stays on screen until the refreshed list holds it;
 * a failed one is marked with a way to send it again.
 */
export default function ChatPanel({ chatKey, userName, onClose, onSeen }: ChatPanelProps) {
  const { t } = useTranslation();
  const keyboard = useKeyboardAtHand();
  const titleId = useId();
  const messages = useChatMessages(chatKey, OPEN_POLL_MS);
  const send = useSendChatMessage(chatKey);
  const [outbox, setOutbox] = useState<Outgoing[]>([]);
  const scroller = useRef<HTMLDivElement>(null);
  const { register, handleSubmit, reset, formState, setFocus } = useForm<ChatMessageValues>({
    resolver: yupResolver(chatMessageSchema),
    defaultValues: { message: '' },
  });
  const tooLong = formState.errors.message?.message === 'chat.tooLong';
  const entries = messages.data;
  const announcement = useNewSellerMessage(entries);

  useEffect(() => setFocus('message'), [setFocus]);

  // Keep the newest message in view when one comes, and tell the button what has been seen.
  const newestId = entries?.at(-1)?.id;
  useEffect(() => {
    scroller.current?.scrollTo?.({ top: scroller.current.scrollHeight });
  }, [newestId, outbox.length]);
  const newestSellerId = entries?.findLast((entry) => entry.sender === 'trader')?.id;
  useEffect(() => {
    if (newestSellerId !== undefined) onSeen(newestSellerId);
  }, [newestSellerId, onSeen]);

  const deliver = (outgoing: Outgoing) => {
    const body = { message: outgoing.text, chat_key: chatKey, sender: 'user', domin: window.location.host, receiver: 'trader', user_name: userName };
    // mutateAsync: each send settles on its own, however many are under way.
    send.mutateAsync(body).then(
      () => setOutbox((held) => held.filter((entry) => entry.localId !== outgoing.localId)),
      () => setOutbox((held) => held.map((entry) => (entry.localId === outgoing.localId ? { ...entry, failed: true } : entry))),
    );
  };

  const submit = handleSubmit(({ message }) => {
    const outgoing = { localId: ++localIds, text: message, failed: false };
    setOutbox((held) => [...held, outgoing]);
    reset();
    deliver(outgoing);
  });

  const resend = (outgoing: Outgoing) => {
    setOutbox((held) => held.map((entry) => (entry.localId === outgoing.localId ? { ...entry, failed: false } : entry)));
    deliver(outgoing);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends, Shift+Enter makes a new line; not while an input method is composing.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  };

  return (
    <section
      id="chat-panel"
      role="dialog"
      aria-labelledby={titleId}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          onClose();
        }
      }}
      className="fixed bottom-[calc(6rem+var(--consent-bar,0px))] end-5 z-40 flex h-[min(600px,calc(100dvh-7rem-var(--consent-bar,0px)))] w-[min(24rem,calc(100vw-2.5rem))] flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-2xl"
    >
      <header className="flex items-center justify-between gap-3 border-b border-stone-200 bg-brand-700 px-4 py-3 text-white">
        <h2 id={titleId} className="text-base font-semibold">
          {t('chat.title')}
        </h2>
        <button type="button" onClick={onClose} aria-label={t('chat.close')} className="grid size-9 place-items-center rounded-full hover:bg-white/15 focus-visible:outline-white">
          <CloseIcon size={20} />
        </button>
      </header>

      <div ref={scroller} className="min-h-0 flex-1 overflow-y-auto bg-stone-50 px-3 py-4">
        {messages.isPending ? (
          <div role="status" aria-label={t('chat.loading')} className="flex flex-col gap-3">
            {Array.from({ length: 5 }, (_, i) => (
              <Skeleton key={i} className={`h-10 w-2/3 rounded-2xl ${i % 2 ? 'self-end' : 'self-start'}`} />
            ))}
          </div>
        ) : messages.isError && !entries ? (
          <div role="alert" className="flex h-full flex-col items-center justify-center gap-3 text-center">
            <p className="text-stone-700">{t('chat.loadFailed')}</p>
            <button type="button" onClick={() => void messages.refetch()} className="rounded-full border border-brand-700 px-5 py-2 text-sm font-medium text-brand-800 hover:bg-brand-50">
              {t('chat.retry')}
            </button>
          </div>
        ) : entries?.length === 0 && outbox.length === 0 ? (
          <div className="flex h-full flex-col items-center justify-center gap-3 px-4 text-center text-stone-600">
            <ChatIcon size={40} className="text-brand-700" />
            <p>{t('chat.notfound')}</p>
          </div>
        ) : (
          <ol aria-labelledby={titleId} className="flex flex-col gap-2">
            {entries?.map((entry) => <Bubble key={entry.id} entry={entry} />)}
            {outbox.map((outgoing) => (
              <li key={`local-${outgoing.localId}`} className="flex flex-col items-end gap-1">
                <p dir="auto" className="max-w-[85%] whitespace-pre-wrap break-words rounded-2xl rounded-ee-sm bg-brand-700 px-3 py-2 text-white">
                  {outgoing.text}
                </p>
                {outgoing.failed ? (
                  <p role="alert" className="flex items-center gap-2 text-xs text-red-700">
                    {t('chat.failed')}
                    <button type="button" onClick={() => resend(outgoing)} className="font-semibold underline">
                      {t('chat.resend')}
                    </button>
                  </p>
                ) : (
                  <span className="text-xs text-stone-500">{t('chat.sent')}</span>
                )}
              </li>
            ))}
          </ol>
        )}
      </div>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>

      <form onSubmit={(event) => void submit(event)} noValidate className="border-t border-stone-200 p-3">
        <div className="flex items-end gap-2">
          <label className="min-w-0 flex-1">
            <span className="sr-only">{t('chat.label')}</span>
            <textarea
              {...register('message')}
              dir="auto"
              rows={2}
              placeholder={t('chat.placeholder')}
              onKeyDown={onKeyDown}
              aria-invalid={tooLong || undefined}
              aria-describedby={tooLong ? `${titleId}-error` : keyboard ? `${titleId}-hint` : undefined}
              className="block max-h-32 w-full resize-none rounded-xl border border-stone-300 px-3 py-2 text-sm focus:border-brand-700"
            />
          </label>
          <button type="submit" className="rounded-full bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800">
            {t('chat.send')}
          </button>
        </div>
        {tooLong ? (
          <p id={`${titleId}-error`} role="alert" className="mt-1 text-xs text-red-700">
            {t('chat.tooLong')}
          </p>
        ) : (
          // Keys are named only where there is a keyboard to press them.
          keyboard && (
            <p id={`${titleId}-hint`} className="sr-only">
              {t('chat.hint')}
            </p>
          )
        )}
      </form>
    </section>
  );
}

function Bubble({ entry }: { entry: ChatEntry }) {
  const { t } = useTranslation();
  const mine = entry.sender === 'user';
  return (
    <li className={`flex flex-col gap-1 ${mine ? 'items-end' : 'items-start'}`}>
      <span className="sr-only">{mine ? t('chat.you') : t('chat.seller')}</span>
      {/* A message takes its own direction: an English one reads left to right in the Arabic shop. */}
      <p dir="auto" className={`max-w-[85%] whitespace-pre-wrap break-words rounded-2xl px-3 py-2 ${mine ? 'rounded-ee-sm bg-brand-700 text-white' : 'rounded-es-sm bg-white text-ink ring-1 ring-stone-200'}`}>
        {entry.message}
      </p>
      <span className="flex items-center gap-1 text-xs text-stone-500">
        <time dateTime={entry.created_at}>{messageTime(entry.created_at, currentLanguage())}</time>
        {mine && entry.read && (
          <span title={t('chat.read')} className="text-brand-700">
            <ReadIcon />
            <span className="sr-only">{t('chat.read')}</span>
          </span>
        )}
      </span>
    </li>
  );
}

const ReadIcon = () => (
  <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
    <path d="M2 13l4 4L16 7M9 16l1 1L22 5" />
  </svg>
);

/** The text of the seller's newest message once it arrives after the panel opened, for a polite announcement. */
function useNewSellerMessage(entries: ChatEntry[] | undefined): string {
  const { t } = useTranslation();
  const newest = useMemo(() => entries?.findLast((entry) => entry.sender === 'trader'), [entries]);
  // What was there when the conversation first loaded is not news.
  const [baseline, setBaseline] = useState<number | null>(null);
  if (entries && baseline === null) setBaseline(newest?.id ?? 0);
  return newest && baseline !== null && newest.id > baseline ? `${t('chat.seller')}: ${isolate(newest.message)}` : '';
}
