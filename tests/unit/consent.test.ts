/**
 * The consent choice ("Consent and pixels") is kept in local storage and in the `consent` cookie,
 * which the shop's server reads to send a page with the consent bar or without it.
 */
import { CONSENT_KEY, clearConsent, getConsent, setConsent } from '@/lib/consent';

const cookie = () => /(?:^|; )consent=([^;]*)/.exec(document.cookie)?.[1];

afterEach(() => {
  clearConsent();
  vi.restoreAllMocks();
});

describe('the consent cookie', () => {
  it('is written with the choice, for a year on the whole site, and cleared with it', () => {
    const writes = vi.spyOn(document, 'cookie', 'set');
    setConsent('granted');
    expect(localStorage.getItem(CONSENT_KEY)).toBe('granted');
    expect(cookie()).toBe('granted');
    expect(writes).toHaveBeenLastCalledWith('consent=granted; Path=/; Max-Age=31536000; SameSite=Lax');
    setConsent('denied');
    expect(cookie()).toBe('denied');
    expect(getConsent()).toBe('denied');

    clearConsent();
    expect(localStorage.getItem(CONSENT_KEY)).toBeNull();
    expect(cookie()).toBeUndefined();
    expect(writes).toHaveBeenLastCalledWith('consent=; Path=/; Max-Age=0; SameSite=Lax');
    expect(getConsent()).toBeNull();
  });

  it('is Secure on https', () => {
    const writes = vi.spyOn(document, 'cookie', 'set').mockImplementation(() => {});
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, protocol: 'https:' });
    setConsent('granted');
    expect(writes).toHaveBeenLastCalledWith('consent=granted; Path=/; Max-Age=31536000; SameSite=Lax; Secure');
  });

  it('is written for a choice kept before the shop set it, once', () => {
    localStorage.setItem(CONSENT_KEY, 'denied');
    expect(cookie()).toBeUndefined();
    expect(getConsent()).toBe('denied');
    expect(cookie()).toBe('denied');
    const writes = vi.spyOn(document, 'cookie', 'set');
    expect(getConsent()).toBe('denied');
    expect(writes).not.toHaveBeenCalled();
  });

  it('follows the stored choice where the two differ', () => {
    setConsent('granted');
    localStorage.setItem(CONSENT_KEY, 'denied');
    expect(getConsent()).toBe('denied');
    expect(cookie()).toBe('denied');
  });

  it('holds the choice when storage does not have it, as the server reads it', () => {
    setConsent('granted');
    localStorage.removeItem(CONSENT_KEY);
    expect(getConsent()).toBe('granted');
    // A value that is not a choice is none.
    document.cookie = 'consent=maybe; Path=/';
    expect(getConsent()).toBeNull();
  });
});
