import { focusManager } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { saveStoredLogin } from '@/lib/stored-login';
import { chatPath } from '../mocks/api';
import { loginResponse, user } from '../mocks/fixtures/accounts';
import { chatStore } from '../mocks/handlers/chat';
import { server } from '../mocks/server';
import { findHeading, renderApp } from '../render';

// The seller's answer and the shopper's question, at fixed times of day.
const question = { message: 'Is the black abaya available in M?', sender: 'user' as const, created_at: '2026-11-20T10:05:00.000Z', is_read: false };
const answer = { message: 'Yes, size M is in stock.', sender: 'trader' as const, created_at: '2026-11-20T10:07:00.000Z', is_read: false };

beforeEach(() => chatStore.reset());
afterEach(() => focusManager.setFocused(undefined));

const chatButton = () => screen.getByRole('button', { name: /^Chat with the seller/ });
const panel = () => screen.getByRole('dialog', { name: 'Chat with the seller' });

async function openChat(route = '/shop', language: 'ar' | 'en' = 'en') {
  saveStoredLogin(loginResponse);
  const app = await renderApp({ route, language });
  await app.user.click(await screen.findByRole('button', { name: language === 'ar' ? /^محادثة البائع/ : /^Chat with the seller/ }));
  return app;
}

describe('the chat panel', () => {
  it('sends a visitor to /login, and back to the page they were on after signing in', async () => {
    const app = await renderApp({ route: '/shop?page=2' });
    await findHeading('Shop');
    await app.user.click(chatButton());
    await findHeading('Welcome back');
    await app.user.type(screen.getByLabelText('Email'), user.email!);
    await app.user.type(screen.getByLabelText('Password'), 'secret123');
    await app.user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(app.location().pathname + app.location().search).toBe('/shop?page=2'));
  });

  it('shows five placeholder bubbles while loading, then chat.notfound for an empty conversation', async () => {
    let answerNow!: () => void;
    server.use(http.get(chatPath('/api/chats/:key/messages'), () => new Promise<Response>((resolve) => (answerNow = () => resolve(HttpResponse.json([]))))));
    await openChat();
    const loading = await within(await screen.findByRole('dialog')).findByRole('status', { name: 'Loading the conversation' });
    expect(loading.children).toHaveLength(5);
    await waitFor(() => expect(answerNow).toBeDefined());
    act(() => answerNow());
    expect(await within(panel()).findByText(/No messages yet/)).toBeInTheDocument();
    // Focus moved into the panel, on the text box.
    expect(within(panel()).getByRole('textbox', { name: 'Your message' })).toHaveFocus();
    expect(within(panel()).getByRole('textbox', { name: 'Your message' })).toHaveAttribute('placeholder', 'Type your message here...');
  });

  it("aligns the shopper's and the seller's messages apart, with their time of day and the read icon on read ones", async () => {
    chatStore.reset([{ ...question, is_read: true }, answer]);
    await openChat();
    const mine = (await within(panel()).findByText(question.message)).closest('li')!;
    const theirs = within(panel()).getByText(answer.message).closest('li')!;
    expect(mine).toHaveClass('items-end');
    expect(theirs).toHaveClass('items-start');
    expect(within(mine).getByText('Read')).toBeInTheDocument();
    expect(within(theirs).queryByText('Read')).not.toBeInTheDocument();
    const time = new Intl.DateTimeFormat('en', { hour: 'numeric', minute: '2-digit' }).format(new Date(question.created_at));
    expect(within(mine).getByText(time).tagName).toBe('TIME');
  });

  it('shows the time in Arabic with Latin digits', async () => {
    chatStore.reset([answer]);
    await openChat('/shop', 'ar');
    const dialog = screen.getByRole('dialog', { name: 'تحدث مع البائع' });
    const theirs = (await within(dialog).findByText(answer.message)).closest('li')!;
    expect(theirs.querySelector('time')!.textContent).toMatch(/^\d{1,2}:\d{2}/);
    expect(theirs.querySelector('time')!.textContent).not.toMatch(/[٠-٩]/);
  });

  it('shows a retry when the conversation cannot load, and the messages after it', async () => {
    let down = true;
    server.use(http.get(chatPath('/api/chats/:key/messages'), () => (down ? HttpResponse.json({ message: 'down' }, { status: 500 }) : undefined)));
    chatStore.reset([answer]);
    const app = await openChat();
    const alert = await within(await screen.findByRole('dialog')).findByRole('alert');
    expect(alert).toHaveTextContent('Failed to fetch messages');
    down = false;
    await app.user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(panel()).findByText(answer.message)).toBeInTheDocument();
  });

  it('sends with Enter: the message shows at once as sent, the box clears, and the list refreshes', async () => {
    const app = await openChat();
    await within(panel()).findByText(/No messages yet/);
    const box = within(panel()).getByRole('textbox', { name: 'Your message' });
    await app.user.type(box, 'Do you deliver to Abha?{Enter}');
    expect(box).toHaveValue('');
    expect(within(panel()).getByText('Do you deliver to Abha?')).toBeInTheDocument();
    await waitFor(() => expect(chatStore.sent()).toHaveLength(1));
    expect(chatStore.sent()[0]).toEqual({
      message: 'Do you deliver to Abha?',
      chat_key: `${user.id}${window.location.host}`,
      sender: 'user',
      domin: window.location.host,
      receiver: 'trader',
      user_name: user.name,
    });
    // The refreshed list holds the message once.
    await waitFor(() => expect(chatStore.reads().length).toBeGreaterThanOrEqual(2));
    await waitFor(() => expect(within(panel()).getAllByText('Do you deliver to Abha?')).toHaveLength(1));
  });

  it('makes a new line with Shift+Enter and sends nothing blank', async () => {
    const app = await openChat();
    await within(panel()).findByText(/No messages yet/);
    const box = within(panel()).getByRole('textbox', { name: 'Your message' });
    await app.user.type(box, 'Line one{Shift>}{Enter}{/Shift}Line two');
    expect(box).toHaveValue('Line one\nLine two');
    await app.user.clear(box);
    await app.user.type(box, '   {Enter}');
    await app.user.click(within(panel()).getByRole('button', { name: 'Send' }));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(chatStore.sent()).toEqual([]);
  });

  it('names the keys that send and make a new line only where there is a keyboard', async () => {
    const app = await openChat();
    await within(panel()).findByText(/No messages yet/);
    const box = within(panel()).getByRole('textbox', { name: 'Your message' });
    expect(box).toHaveAccessibleDescription('Enter sends, Shift+Enter starts a new line.');
    await app.user.keyboard('{Escape}');

    // A touch screen: no hover, a coarse pointer.
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query, addEventListener() {}, removeEventListener() {} }));
    onTestFinished(() => {
      vi.unstubAllGlobals();
    });
    await app.user.click(chatButton());
    const touchBox = await within(await screen.findByRole('dialog')).findByRole('textbox', { name: 'Your message' });
    expect(touchBox).not.toHaveAccessibleDescription();
    expect(screen.queryByText('Enter sends, Shift+Enter starts a new line.')).not.toBeInTheDocument();
  });

  it('refuses a message over 2000 characters with a message', async () => {
    const app = await openChat();
    await within(panel()).findByText(/No messages yet/);
    const box = within(panel()).getByRole('textbox', { name: 'Your message' });
    await app.user.click(box);
    await app.user.paste('x'.repeat(2001));
    await app.user.keyboard('{Enter}');
    expect(await within(panel()).findByRole('alert')).toHaveTextContent('A message can be at most 2000 characters');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(chatStore.sent()).toEqual([]);
  });

  it('marks a failed send and sends it again on request', async () => {
    server.use(http.post(chatPath('/api/message'), () => HttpResponse.json({ message: 'down' }, { status: 500 }), { once: true }));
    const app = await openChat();
    await within(panel()).findByText(/No messages yet/);
    await app.user.type(within(panel()).getByRole('textbox', { name: 'Your message' }), 'Where is my order?{Enter}');
    const failure = await within(panel()).findByRole('alert');
    expect(failure).toHaveTextContent('Not sent');
    await app.user.click(within(failure).getByRole('button', { name: 'Send again' }));
    await waitFor(() => expect(chatStore.sent()).toHaveLength(1));
    await waitFor(() => expect(within(panel()).queryByText('Not sent')).not.toBeInTheDocument());
    expect(within(panel()).getAllByText('Where is my order?')).toHaveLength(1);
  });

  it("polls every 3 s while open and visible, pauses in a hidden tab, picks up the read mark and announces the seller's answer", async () => {
    chatStore.reset([question]);
    await openChat();
    await within(panel()).findByText(question.message);
    const before = chatStore.reads().length;
    // The cursor starts before the shopper's unread message, whose read mark is still to come.
    chatStore.markRead();
    chatStore.add(answer);
    expect(await within(panel()).findByText(answer.message, {}, { timeout: 5_000 })).toBeInTheDocument();
    // Each message takes its own direction, an English one inside the Arabic shop too.
    expect(within(panel()).getByText(answer.message)).toHaveAttribute('dir', 'auto');
    expect(within(panel()).getByText(question.message)).toHaveAttribute('dir', 'auto');
    expect(chatStore.reads().slice(before)[0]).toEqual({ read: '0' });
    expect(within(panel()).getByText('Read')).toBeInTheDocument();
    expect(screen.getByText(`Seller: \u2068${answer.message}\u2069`)).toHaveAttribute('aria-live', 'polite');

    act(() => focusManager.setFocused(false));
    const hidden = chatStore.reads().length;
    await new Promise((resolve) => setTimeout(resolve, 3_500));
    expect(chatStore.reads()).toHaveLength(hidden);
    act(() => focusManager.setFocused(true));
    await waitFor(() => expect(chatStore.reads().length).toBeGreaterThan(hidden), { timeout: 5_000 });
    // Everything is read and held: the cursor is now the newest id.
    expect(chatStore.reads().at(-1)).toEqual({ read: String(chatStore.messages.at(-1)!.id) });
  }, 30_000);

  it("badges the button with the seller's unseen messages until the panel shows them", async () => {
    chatStore.reset([question, answer]);
    saveStoredLogin(loginResponse);
    const app = await renderApp({ route: '/shop' });
    const button = await screen.findByRole('button', { name: 'Chat with the seller, 1 new message' });
    expect(within(button).getByText('1')).toBeInTheDocument();
    await app.user.click(button);
    await within(panel()).findByText(answer.message);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Chat with the seller' })).toBeInTheDocument());
    expect(localStorage.getItem(`chat-seen:${user.id}${window.location.host}`)).toBe('2');
  });

  it('closes with Escape or the X, and gives focus back to the button', async () => {
    const app = await openChat();
    await within(panel()).findByText(/No messages yet/);
    expect(chatButton()).toHaveAttribute('aria-expanded', 'true');
    await app.user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(chatButton()).toHaveFocus();
    expect(chatButton()).toHaveAttribute('aria-expanded', 'false');
    await app.user.click(chatButton());
    await app.user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Close the chat' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(chatButton()).toHaveFocus();
  });

  it('docks on a phone: the dock steps aside while the page scrolls down, and comes back on the way up and at the end', async () => {
    await renderApp({ route: '/shop' });
    await findHeading('Shop');
    const page = document.documentElement;
    Object.defineProperty(page, 'scrollHeight', { configurable: true, value: 5000 });
    const scrollTo = async (y: number) =>
      act(async () => {
        Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
        window.dispatchEvent(new Event('scroll'));
        await new Promise((resolve) => requestAnimationFrame(resolve));
      });
    const dock = () => chatButton().closest('[data-chat-dock]');
    try {
      expect(dock()).toHaveAttribute('data-tucked', 'false');
      await scrollTo(600);
      expect(dock()).toHaveAttribute('data-tucked', 'true');
      await scrollTo(603);
      expect(dock()).toHaveAttribute('data-tucked', 'true');
      await scrollTo(400);
      expect(dock()).toHaveAttribute('data-tucked', 'false');
      await scrollTo(1200);
      expect(dock()).toHaveAttribute('data-tucked', 'true');
      await scrollTo(5000 - window.innerHeight);
      expect(dock()).toHaveAttribute('data-tucked', 'false');
    } finally {
      await scrollTo(0);
      Reflect.deleteProperty(page, 'scrollHeight');
    }
  });
});
