/**
 * The requests index.html starts with the document on a signed-in page (its first data: the cart
 * on every one, the checkout's saved addresses and last order, the profile's orders, an order's
 * status), so they travel while the app's code loads instead of after it has run. The client
 * (api/client.ts) takes each answer once, for the same address, login and language, while the
 * page it was asked for is still the one shown; anything else goes to the network as usual.
 */

declare global {
  interface Window {
    /** What index.html's script leaves: each answer by its request and page (`takeEarlyResponse`). */
    earlyRequests?: Record<string, Promise<Response> | undefined>;
  }
}

/**
 * The answer to an early request the app would make itself now, taken once; undefined for any
 * other. index.html keys each by what must be the same: the address, the login, the language and
 * the page.
 */
export function takeEarlyResponse(method: string, url: string, headers: Record<string, string>): Promise<Response> | undefined {
  const early = method === 'GET' ? globalThis.window?.earlyRequests : undefined;
  if (!early) return undefined;
  const key = [url, headers.Authorization, headers['Accept-Language'], window.location.pathname].join(' ');
  const response = early[key];
  delete early[key];
  return response;
}
