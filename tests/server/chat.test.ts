/**
 * The chat service ("Chat"): only the signed-in owner of a chat_key
 * reads or writes it, sender and receiver come from the caller, messages are validated and read
 * with a cursor, and the trader's key-protected inbox lists, answers and marks read.
 */
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { ChatMessage, type TraderConversation } from '../../server/src/contract/chat';
import { chatMessages } from '../../server/src/db/schema';
import { bearer, postJson, signUp, type Lang } from './helpers/accounts';
import { createTestApp, TEST_TRADER_KEY, type TestApp } from './helpers/app';
import { expectErrorBody, expectShape } from './helpers/shape';

const HOST = 'shop.libas.test:5173';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp({ seed: false });
});
afterAll(() => ctx?.close());

type Shopper = Awaited<ReturnType<typeof signUp>>;
const keyOf = (shopper: Shopper, host = HOST) => `${shopper.user.id}${host}`;

const send = (shopper: Shopper | null, message: string, extra: Record<string, unknown> = {}, lang: Lang = 'en') =>
  postJson<ChatMessage & { message: string }>(
    ctx.app,
    '/api/message',
    { message, chat_key: shopper ? keyOf(shopper) : `1${HOST}`, sender: 'user', domin: HOST, receiver: 'trader', user_name: shopper?.name ?? '', ...extra },
    { token: shopper?.token, lang },
  );

async function read(shopper: Shopper | null, key = shopper ? keyOf(shopper) : `1${HOST}`, after?: number) {
  const response = await ctx.app.inject({
    url: `/api/chats/${encodeURIComponent(key)}/messages${after === undefined ? '' : `?after=${after}`}`,
    headers: { 'accept-language': 'en', ...(shopper ? bearer(shopper.token) : {}) },
  });
  return { status: response.statusCode, body: response.json() as ChatMessage[] & { message?: string } };
}

const trader = async (method: 'GET' | 'POST', url: string, payload?: unknown, key: string | null = TEST_TRADER_KEY) => {
  const response = await ctx.app.inject({
    method,
    url,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    headers: { 'accept-language': 'en', ...(key === null ? {} : { 'x-trader-key': key }) },
  });
  return { status: response.statusCode, body: response.json() as unknown };
};

const conversationOf = async (shopper: Shopper) => {
  const inbox = (await trader('GET', '/api/trader/chats')).body as TraderConversation[];
  return inbox.find((entry) => entry.user_id === shopper.user.id)!;
};

describe('the shopper sends and reads their conversation', () => {
  it('stores a message with the sender taken from the caller, trimmed, and answers it', async () => {
    const shopper = await signUp(ctx.app, { name: 'Noura Alqahtani' });
    const sent = await send(shopper, '  هل يتوفر مقاس M من العباية السوداء؟  ', { sender: 'trader', receiver: 'user', user_name: 'Someone else' });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    expectShape(ChatMessage, sent.body);
    expect(sent.body).toMatchObject({ message: 'هل يتوفر مقاس M من العباية السوداء؟', sender: 'user', is_read: false });

    const listed = await read(shopper);
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual([sent.body]);
    const conversation = await conversationOf(shopper);
    expect(conversation).toMatchObject({ chat_key: keyOf(shopper), domain: HOST, user_name: 'Noura Alqahtani', unread: 1 });
  });

  it('answers an empty list for the caller\'s own key before their first message', async () => {
    const shopper = await signUp(ctx.app);
    expect(await read(shopper)).toEqual({ status: 200, body: [] });
  });

  it('reads with a cursor: only messages after the given id', async () => {
    const shopper = await signUp(ctx.app);
    const first = (await send(shopper, 'first')).body;
    const second = (await send(shopper, 'second')).body;
    const third = (await send(shopper, 'third')).body;
    expect((await read(shopper, keyOf(shopper), first.id)).body.map((m) => m.message)).toEqual(['second', 'third']);
    expect((await read(shopper, keyOf(shopper), third.id)).body).toEqual([]);
    expect((await read(shopper, keyOf(shopper), 0)).body.map((m) => m.id)).toEqual([first.id, second.id, third.id]);
  });

  it('answers the newest 100 without a cursor and pages after one, oldest first', async () => {
    const shopper = await signUp(ctx.app);
    await send(shopper, 'opening');
    const conversationId = (await conversationOf(shopper)).id;
    await ctx.database.db.insert(chatMessages).values(Array.from({ length: 104 }, (_, i) => ({ conversationId, sender: 'user' as const, message: `m${i + 1}` })));
    const newest = (await read(shopper)).body;
    expect(newest).toHaveLength(100);
    expect(newest.at(-1)!.message).toBe('m104');
    expect(newest[0]!.message).toBe('m5');
    const oldest = (await read(shopper, keyOf(shopper), 0)).body;
    expect(oldest[0]!.message).toBe('opening');
    expect(oldest).toHaveLength(100);
  });

  it('keeps a conversation per user and key across hosts', async () => {
    const shopper = await signUp(ctx.app);
    await send(shopper, 'from the shop', { chat_key: keyOf(shopper, 'libas.sa') });
    expect((await read(shopper, keyOf(shopper, 'libas.sa'))).body.map((m) => m.message)).toEqual(['from the shop']);
    expect((await read(shopper, keyOf(shopper, 'localhost:5173'))).body).toEqual([]);
  });
});

describe('ownership', () => {
  it('refuses a visitor with 401 on both calls', async () => {
    const sent = await send(null, 'hello');
    expect(sent.status).toBe(401);
    expectErrorBody(sent.body);
    expect((await read(null)).status).toBe(401);
  });

  it("answers 404 to another user's key, on reading and on writing, and changes nothing", async () => {
    const owner = await signUp(ctx.app);
    const other = await signUp(ctx.app);
    await send(owner, 'private question');
    const stolenRead = await read(other, keyOf(owner));
    expect(stolenRead.status).toBe(404);
    expect(stolenRead.body.message).toBe('Conversation not found');
    const stolenWrite = await send(other, 'sneaky', { chat_key: keyOf(owner) });
    expect(stolenWrite.status).toBe(404);
    expect((await read(owner)).body.map((m) => m.message)).toEqual(['private question']);
  });

  it('never mixes two users whose keys read alike ("1" + "2shop.sa" and "12" + "shop.sa")', async () => {
    const shoppers: Shopper[] = [];
    let pair: [Shopper, Shopper] | undefined;
    while (!pair) {
      const next = await signUp(ctx.app);
      const prefix = shoppers.find((s) => String(next.user.id).startsWith(String(s.user.id)));
      if (prefix) pair = [prefix, next];
      shoppers.push(next);
    }
    const [short, long] = pair;
    const rest = String(long.user.id).slice(String(short.user.id).length);
    await send(long, 'the longer id', { chat_key: `${long.user.id}shop.sa` });
    // The short id's own key reads the same characters: it names the short id's own conversation.
    const sameCharacters = `${short.user.id}${rest}shop.sa`;
    expect(sameCharacters).toBe(`${long.user.id}shop.sa`);
    expect(await read(short, sameCharacters)).toEqual({ status: 200, body: [] });
    await send(short, 'the shorter id', { chat_key: sameCharacters });
    expect((await read(long, `${long.user.id}shop.sa`)).body.map((m) => m.message)).toEqual(['the longer id']);
  });

  it('refuses a key that is not the user id joined with a host', async () => {
    const shopper = await signUp(ctx.app);
    for (const key of [`${shopper.user.id}`, `${shopper.user.id}shop sa`, `${shopper.user.id}/../x`, `x${shopper.user.id}${HOST}`]) {
      expect((await send(shopper, 'hi', { chat_key: key })).status, key).toBe(404);
    }
    expect((await send(shopper, 'hi', { chat_key: `${shopper.user.id}[::1]:5173` })).status).toBe(201);
  });
});

describe('validation', () => {
  it.each([
    ['en', '   ', 'Please write a message'],
    ['ar', '\n\t', 'الرجاء كتابة رسالة'],
    ['en', 'x'.repeat(2001), 'A message can be at most 2000 characters'],
    ['en', 'x'.repeat(20_001), 'A message can be at most 2000 characters'],
    ['ar', 'a\u0000b', 'يحتوي النص على رمز لا يمكن حفظه (NUL)'],
  ] as const)('answers 400 in %s to a bad message', async (lang, message, expected) => {
    const shopper = await signUp(ctx.app);
    const sent = await send(shopper, message, {}, lang);
    expect(sent.status).toBe(400);
    expect(sent.body.message).toBe(expected);
    expect((await read(shopper)).body).toEqual([]);
  });

  it('counts characters, not UTF-16 units: 2000 emoji are one message', async () => {
    const shopper = await signUp(ctx.app);
    expect((await send(shopper, '👗'.repeat(2000))).status).toBe(201);
  });

  it('answers 400 to a missing key or message and a bad cursor', async () => {
    const shopper = await signUp(ctx.app);
    const noKey = await postJson(ctx.app, '/api/message', { message: 'hi' }, { token: shopper.token });
    expect(noKey.status).toBe(400);
    expectErrorBody(noKey.body);
    expect((await postJson(ctx.app, '/api/message', { chat_key: keyOf(shopper) }, { token: shopper.token })).status).toBe(400);
    for (const after of ['-1', 'abc', '2147483648']) {
      const response = await ctx.app.inject({ url: `/api/chats/${keyOf(shopper)}/messages?after=${after}`, headers: bearer(shopper.token) });
      expect(response.statusCode, after).toBe(400);
    }
  });
});

describe("the trader's inbox", () => {
  it('needs the trader key: 401 without or with a wrong one', async () => {
    expect((await trader('GET', '/api/trader/chats', undefined, null)).status).toBe(401);
    expect((await trader('GET', '/api/trader/chats', undefined, 'wrong-key-0123456789')).status).toBe(401);
    expect((await trader('POST', '/api/trader/chats/1/messages', { message: 'hi' }, null)).status).toBe(401);
  });

  it('lists conversations with unread counts, replies, and marks the shopper\'s messages read', async () => {
    const shopper = await signUp(ctx.app, { name: 'Lama Alharbi' });
    const question = (await send(shopper, 'Is the blue thobe in stock?')).body;
    await send(shopper, 'Size L please');
    let conversation = await conversationOf(shopper);
    expect(conversation).toMatchObject({ unread: 2, last_message: 'Size L please', last_sender: 'user' });
    expect(((await trader('GET', '/api/trader/chats')).body as TraderConversation[])[0]!.id).toBe(conversation.id);

    const thread = await trader('GET', `/api/trader/chats/${conversation.id}/messages`);
    expect((thread.body as ChatMessage[]).map((m) => m.message)).toEqual(['Is the blue thobe in stock?', 'Size L please']);
    // Reading is not marking read.
    expect((await conversationOf(shopper)).unread).toBe(2);

    const reply = await trader('POST', `/api/trader/chats/${conversation.id}/messages`, { message: 'Yes, size L is in stock.' });
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({ sender: 'trader', message: 'Yes, size L is in stock.' });
    expect(await trader('POST', `/api/trader/chats/${conversation.id}/read`)).toEqual({ status: 200, body: { read: 2 } });
    expect(await trader('POST', `/api/trader/chats/${conversation.id}/read`)).toEqual({ status: 200, body: { read: 0 } });

    conversation = await conversationOf(shopper);
    expect(conversation).toMatchObject({ unread: 0, last_message: 'Yes, size L is in stock.', last_sender: 'trader' });
    const seen = (await read(shopper)).body;
    expect(seen.map((m) => [m.sender, m.is_read])).toEqual([
      ['user', true],
      ['user', true],
      ['trader', false],
    ]);
    // The shopper's cursor from before the reply picks the answer up.
    expect((await read(shopper, keyOf(shopper), question.id)).body.map((m) => m.message)).toEqual(['Size L please', 'Yes, size L is in stock.']);
  });

  it('answers 404 for an unknown conversation and 400 for a blank reply', async () => {
    expect((await trader('GET', '/api/trader/chats/999999/messages')).status).toBe(404);
    expect((await trader('POST', '/api/trader/chats/999999/messages', { message: 'hi' })).status).toBe(404);
    expect((await trader('POST', '/api/trader/chats/999999/read')).status).toBe(404);
    const shopper = await signUp(ctx.app);
    await send(shopper, 'hello');
    const { id } = await conversationOf(shopper);
    const blank = await trader('POST', `/api/trader/chats/${id}/messages`, { message: ' ' });
    expect(blank).toEqual({ status: 400, body: { message: 'Please write a message' } });
  });
});

describe('limits', () => {
  it('answers 503 while TRADER_KEY is unset', async () => {
    const off = await createTestApp({ seed: false, config: { traderKey: null } });
    try {
      const response = await off.app.inject({ url: '/api/trader/chats', headers: { 'x-trader-key': TEST_TRADER_KEY } });
      expect(response.statusCode).toBe(503);
    } finally {
      await off.close();
    }
  });

  it('limits sending per user with a translated 429, leaving other users free', async () => {
    const limited = await createTestApp({ seed: false, config: { chatRateLimit: { max: 2, windowMs: 60_000 } } });
    try {
      const one = await signUp(limited.app);
      const two = await signUp(limited.app);
      const post = (shopper: Shopper, lang: Lang = 'en') =>
        postJson(limited.app, '/api/message', { message: 'hi', chat_key: keyOf(shopper) }, { token: shopper.token, lang });
      expect((await post(one)).status).toBe(201);
      expect((await post(one)).status).toBe(201);
      const blocked = await post(one, 'ar');
      expect(blocked.status).toBe(429);
      expect(blocked.body.message).toBe('طلبات كثيرة، حاول مرة أخرى لاحقاً');
      expect((await post(two)).status).toBe(201);
    } finally {
      await limited.close();
    }
  });
});

describe('the trader inbox page', () => {
  it('is served at /trader in the language asked for, with its script and no data of its own', async () => {
    const english = await ctx.app.inject({ url: '/trader?lng=en' });
    expect(english.statusCode).toBe(200);
    expect(english.headers['content-type']).toMatch(/text\/html/);
    expect(english.headers['cache-control']).toBe('no-store');
    expect(english.body).toContain('<html lang="en" dir="ltr">');
    expect(english.body).toContain('<h1>Customer chats</h1>');
    expect(english.body).toContain('<script type="module" src="/trader/trader.js"></script>');
    expect(english.body).toContain('href="/trader?lng=ar"');

    const arabic = await ctx.app.inject({ url: '/trader', headers: { 'accept-language': 'ar-SA' } });
    expect(arabic.body).toContain('<html lang="ar" dir="rtl">');
    expect(arabic.body).toContain('محادثات العملاء');
    // The page's texts reach its script as JSON that cannot close the <script> element.
    const json = /<script type="application\/json" id="trader-text">([^<]*)<\/script>/.exec(arabic.body)?.[1];
    expect(JSON.parse(json!)).toMatchObject({ send: 'إرسال' });

    const script = await ctx.app.inject({ url: '/trader/trader.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toMatch(/javascript/);
    expect(script.body).toContain('/api/trader/chats');
  });

  it('links an icon the API serves, so the browser asks for none that is missing', async () => {
    const page = await ctx.app.inject({ url: '/trader?lng=en' });
    const href = /<link rel="icon" href="([^"]+)"/.exec(page.body)?.[1];
    expect(href).toMatch(/^\//);
    const icon = await ctx.app.inject({ url: href! });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(icon.body).toMatch(/^<svg /);
  });
});
