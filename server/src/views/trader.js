// The trader's chat inbox ("Chat"): a small page over the JSON endpoints /api/trader/chats…, with the
// key kept in this tab's session storage. It polls every 3 s while the tab is visible, marks an
// open conversation read, and answers. Messages are put in the page as text, never as HTML.
const text = JSON.parse(document.getElementById('trader-text').textContent);
const lang = document.documentElement.lang;
const KEY = 'libas-trader-key';
const POLL_MS = 3000;
const $ = (id) => document.getElementById(id);

const keyCard = $('key-card');
const keyForm = $('key-form');
const keyError = $('key-error');
const inbox = $('inbox');
const list = $('conversations');
const messagesList = $('messages');
const threadTitle = $('thread-title');
const replyForm = $('reply-form');
const reply = $('reply');

const timeOf = new Intl.DateTimeFormat(lang, { hour: '2-digit', minute: '2-digit', numberingSystem: 'latn' });
const dateOf = new Intl.DateTimeFormat(lang, { month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', numberingSystem: 'latn' });

let selected = null;
let lastId = 0;
let timer = null;

class KeyRefused extends Error {}

async function call(path, options = {}) {
  const response = await fetch(path, {
    ...options,
    headers: { 'X-Trader-Key': sessionStorage.getItem(KEY) ?? '', 'Accept-Language': lang, ...(options.body ? { 'Content-Type': 'application/json' } : {}) },
  });
  if (response.status === 401 || response.status === 503) throw new KeyRefused(response.status === 503 ? text.off : text.keyWrong);
  if (!response.ok) throw new Error(String(response.status));
  return response.json();
}

function showKeyForm(message) {
  clearTimeout(timer);
  inbox.hidden = true;
  keyCard.hidden = false;
  keyError.hidden = !message;
  keyError.textContent = message ?? '';
  $('trader-key').focus();
}

function element(tag, className, content) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (content !== undefined) node.textContent = content;
  return node;
}

function renderConversations(conversations) {
  $('no-conversations').hidden = conversations.length > 0;
  list.replaceChildren(
    ...conversations.map((conversation) => {
      const button = element('button');
      button.type = 'button';
      button.setAttribute('aria-current', String(conversation.id === selected?.id));
      const who = element('span', 'who');
      who.append(element('span', '', conversation.user_name || `#${conversation.user_id}`));
      if (conversation.unread > 0) {
        const badge = element('span', 'badge', String(conversation.unread));
        badge.setAttribute('aria-label', `${conversation.unread} ${text.unread}`);
        who.append(badge);
      }
      button.append(who, element('span', 'preview', conversation.last_message), element('span', 'meta', dateOf.format(new Date(conversation.last_message_at))));
      button.addEventListener('click', () => void open(conversation));
      const item = element('li');
      item.append(button);
      return item;
    }),
  );
}

function appendMessages(messages) {
  for (const message of messages) {
    const item = element('li', `bubble ${message.sender}`, message.message);
    const by = message.sender === 'trader' ? text.trader : text.shopper;
    const meta = element('span', 'meta', `${by} · ${timeOf.format(new Date(message.created_at))}${message.sender === 'user' && message.is_read ? ` · ${text.read}` : ''}`);
    item.append(meta);
    messagesList.append(item);
    lastId = Math.max(lastId, message.id);
  }
  if (messages.length) messagesList.scrollTop = messagesList.scrollHeight;
}

async function readSelected() {
  const fresh = await call(`/api/trader/chats/${selected.id}/messages?after=${lastId}`);
  appendMessages(fresh);
  if (fresh.some((message) => message.sender === 'user') && document.visibilityState === 'visible') {
    await call(`/api/trader/chats/${selected.id}/read`, { method: 'POST' });
  }
}

// One step at a time, so a poll in flight never appends to a conversation opened since.
let queue = Promise.resolve();
const serially = (step) => (queue = queue.then(step, step));

function open(conversation) {
  return serially(async () => {
    selected = conversation;
    lastId = 0;
    messagesList.replaceChildren();
    threadTitle.textContent = conversation.user_name || `#${conversation.user_id}`;
    replyForm.hidden = false;
    await load();
    reply.focus();
  });
}

const refresh = () => serially(load);

async function load() {
  clearTimeout(timer);
  try {
    if (selected) await readSelected();
    renderConversations(await call('/api/trader/chats'));
    $('inbox-error').hidden = true;
  } catch (error) {
    if (error instanceof KeyRefused) return showKeyForm(error.message);
    $('inbox-error').hidden = false;
    $('inbox-error').textContent = text.failed;
  }
  timer = setTimeout(poll, POLL_MS);
}

function poll() {
  if (document.visibilityState === 'visible') void refresh();
  else timer = setTimeout(poll, POLL_MS);
}

keyForm.addEventListener('submit', (event) => {
  event.preventDefault();
  const key = $('trader-key').value.trim();
  if (!key) return showKeyForm(text.keyWrong);
  sessionStorage.setItem(KEY, key);
  start();
});

$('forget-key').addEventListener('click', () => {
  sessionStorage.removeItem(KEY);
  selected = null;
  showKeyForm();
});

replyForm.addEventListener('submit', async (event) => {
  event.preventDefault();
  const message = reply.value.trim();
  if (!message || !selected) return;
  try {
    await call(`/api/trader/chats/${selected.id}/messages`, { method: 'POST', body: JSON.stringify({ message }) });
    reply.value = '';
    $('reply-error').hidden = true;
    await refresh();
  } catch (error) {
    if (error instanceof KeyRefused) return showKeyForm(error.message);
    $('reply-error').hidden = false;
  }
});

// Enter sends, Shift+Enter makes a new line.
reply.addEventListener('keydown', (event) => {
  if (event.key === 'Enter' && !event.shiftKey && !event.isComposing) {
    event.preventDefault();
    replyForm.requestSubmit();
  }
});

function start() {
  keyCard.hidden = true;
  inbox.hidden = false;
  void refresh();
}

if (sessionStorage.getItem(KEY)) start();
else showKeyForm();
