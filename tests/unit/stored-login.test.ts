import {
  LOGIN_TTL_MS,
  STORED_LOGIN_KEY,
  getAuthToken,
  getStoredLogin,
  parseLoginCookie,
  removeStoredLogin,
  saveStoredLogin,
  subscribeStoredLogin,
} from '@/lib/stored-login';

const login = { token: 'tok-123', user: { id: 7, name: 'Noura', phone: '501234567' } };

const start = new Date('2026-11-21T10:00:00Z').getTime();

describe('stored login', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    vi.setSystemTime(start);
  });
  afterEach(() => {
    removeStoredLogin();
    vi.useRealTimers();
  });

  it('stores the login response whole under "token" with a 2-hour expiry', () => {
    saveStoredLogin(login);
    const stored = JSON.parse(localStorage.getItem(STORED_LOGIN_KEY)!);
    expect(stored).toEqual({ ...login, expires_at: start + LOGIN_TTL_MS });
    expect(LOGIN_TTL_MS).toBe(2 * 60 * 60 * 1000);
    vi.setSystemTime(start + LOGIN_TTL_MS - 1);
    expect(getStoredLogin()?.user.name).toBe('Noura');
  });

  it('counts an expired login as none and removes it', () => {
    saveStoredLogin(login);
    vi.setSystemTime(start + LOGIN_TTL_MS);
    expect(getStoredLogin()).toBeNull();
    expect(localStorage.getItem(STORED_LOGIN_KEY)).toBeNull();
  });

  it('logs a malformed value instead of crashing, and treats it as signed out', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    for (const bad of ['{not json', '"a string"', JSON.stringify({ token: 'x' }), JSON.stringify({ token: 'x', user: { id: 1, name: 'A' } })]) {
      localStorage.setItem(STORED_LOGIN_KEY, bad);
      expect(getStoredLogin()).toBeNull();
    }
    expect(error).toHaveBeenCalledTimes(4);
    expect(error.mock.calls[0]?.[0]).toMatch(/token format/i);
    error.mockRestore();
  });

  it('gives the bearer token only while the login is valid', () => {
    expect(getAuthToken()).toBeNull();
    saveStoredLogin(login);
    expect(getAuthToken()).toBe('tok-123');
    removeStoredLogin();
    expect(getAuthToken()).toBeNull();
  });

  it('tells subscribers about logins, logouts and other tabs', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeStoredLogin(listener);
    saveStoredLogin(login);
    removeStoredLogin();
    window.dispatchEvent(new StorageEvent('storage', { key: STORED_LOGIN_KEY }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'unrelated' }));
    expect(listener).toHaveBeenCalledTimes(3);
    unsubscribe();
  });

  it('signs the shopper out by itself when the login expires', () => {
    const listener = vi.fn();
    saveStoredLogin(login);
    const unsubscribe = subscribeStoredLogin(listener);
    vi.advanceTimersByTime(LOGIN_TTL_MS - 1_000);
    expect(listener).not.toHaveBeenCalled();
    vi.advanceTimersByTime(2_000);
    expect(listener).toHaveBeenCalled();
    expect(getStoredLogin()).toBeNull();
    unsubscribe();
  });

  it('keeps one expiry timer for all its subscribers, while any is left', () => {
    saveStoredLogin(login);
    const setTimer = vi.spyOn(globalThis, 'setTimeout');
    const listeners = [vi.fn(), vi.fn(), vi.fn()];
    const unsubscribes = listeners.map((listener) => subscribeStoredLogin(listener));
    expect(setTimer).toHaveBeenCalledTimes(1);
    unsubscribes[0]!();
    vi.advanceTimersByTime(LOGIN_TTL_MS + 1_000);
    expect(listeners[0]).not.toHaveBeenCalled();
    expect(listeners[1]).toHaveBeenCalled();
    unsubscribes.slice(1).forEach((unsubscribe) => unsubscribe());
    setTimer.mockRestore();
  });
});

describe('new details of the current login', () => {
  it('keep its end when stored with it', () => {
    vi.spyOn(Date, 'now').mockReturnValue(1_000_000);
    const first = saveStoredLogin({ token: 'first.jwt.token', user: { id: 7, name: 'Noura' } });
    vi.mocked(Date.now).mockReturnValue(2_000_000);
    const replaced = saveStoredLogin({ token: 'new.jwt.token', user: { id: 7, name: 'Noura Alharbi' } }, first.expires_at);
    expect(replaced).toEqual({ token: 'new.jwt.token', user: { id: 7, name: 'Noura Alharbi' }, expires_at: 1_000_000 + LOGIN_TTL_MS });
    expect(getStoredLogin()).toEqual(replaced);
    vi.restoreAllMocks();
  });
});

describe('the login cookie, for the shop server’s render of signed-in pages', () => {
  const cookie = () => /(?:^|; )login=([^;]*)/.exec(document.cookie)?.[1];
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(start);
  });
  afterEach(() => {
    removeStoredLogin();
    vi.useRealTimers();
  });

  it('carries the stored login while it lasts, and goes with it', () => {
    const stored = saveStoredLogin(login);
    expect(parseLoginCookie(cookie()!)).toEqual(stored);
    removeStoredLogin();
    expect(cookie()).toBeUndefined();
    saveStoredLogin(login);
    vi.setSystemTime(start + LOGIN_TTL_MS);
    expect(getStoredLogin()).toBeNull();
    expect(cookie()).toBeUndefined();
  });

  it('is written for a login kept before the shop set it, to end when the login does', () => {
    const kept = { ...login, expires_at: start + 30 * 60 * 1000 };
    localStorage.setItem(STORED_LOGIN_KEY, JSON.stringify(kept));
    expect(cookie()).toBeUndefined();
    expect(getStoredLogin()).toEqual(kept);
    expect(parseLoginCookie(cookie()!)).toEqual(kept);
    vi.setSystemTime(kept.expires_at + 1_000);
    expect(cookie()).toBeUndefined();
  });

  it('is not written for an expired login', () => {
    localStorage.setItem(STORED_LOGIN_KEY, JSON.stringify({ ...login, expires_at: start }));
    expect(getStoredLogin()).toBeNull();
    expect(cookie()).toBeUndefined();
  });

  it('is left as it is when the login has one', () => {
    const stored = saveStoredLogin(login);
    const write = vi.spyOn(document, 'cookie', 'set');
    expect(getStoredLogin()).toEqual(stored);
    expect(write).not.toHaveBeenCalled();
    write.mockRestore();
    expect(parseLoginCookie(cookie()!)).toEqual(stored);
  });

  it('names no one when malformed, not a login or expired', () => {
    for (const value of ['%E0%A4%A', encodeURIComponent('{"token":'), encodeURIComponent(JSON.stringify({ token: 'x' })), encodeURIComponent(JSON.stringify({ ...login, expires_at: start }))]) {
      expect(parseLoginCookie(value), value).toBeNull();
    }
  });
});
