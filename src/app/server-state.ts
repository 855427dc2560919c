/**
 * What a server render hands to the browser beside its HTML: the language it rendered in, whether
 * it showed the consent bar, and the answers it rendered from, so React hydrates the same screen
 * without asking again.
 */
import type { DehydratedState } from '@tanstack/react-query';
import type { Lang } from '@shared/lang';
import { scriptJson } from '@/lib/seo';

export const SERVER_STATE_ID = 'server-state';

export interface ServerState {
  language: Lang;
  /** The shop's configured origin, which the page's canonical and shared addresses are on (lib/seo.ts). */
  origin?: string;
  /** The page came with the consent bar (the request carried no choice): its first render in the browser shows it too. */
  consentBar?: boolean;
  queries: DehydratedState;
}

/** A JSON data block (never run, so no CSP hash), safe inside HTML: no `</script>` can close it early. */
export function serverStateScript(state: ServerState): string {
  return `<script id="${SERVER_STATE_ID}" type="application/json">${scriptJson(state)}</script>`;
}

/** The state of a server-rendered page, or null for a page the browser renders alone. */
export function readServerState(doc: Document = document): ServerState | null {
  const text = doc.getElementById(SERVER_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as ServerState;
  } catch {
    return null;
  }
}

/**
 * Whether the server's page shows the consent bar ("Consent and pixels"): on the server, the page
 * it renders (the request carried no choice; entry-server.tsx); in the browser, the served page
 * React hydrates (main.tsx), whose first render must show what the server did. No bar anywhere else.
 * The layouts hand it to the bar as its server snapshot.
 */
let consentBarSource: () => boolean = () => false;

export function setServedConsentBar(source: () => boolean): void {
  consentBarSource = source;
}

export const servedConsentBar = (): boolean => consentBarSource();
