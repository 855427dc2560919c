/**
 * A stand-in SPA build for the server's side of the server render (plugins/spa.ts): an index.html
 * and a server entry that, like src/entry-server.tsx, reads only some query parameters (here sort,
 * page and color) and the languages it has, leaves /cart to the browser and fails on /boom. /mine
 * is its signed-in page, rendered for the login it is given unless that login is `refused`; like
 * the real entry's, it is named by its own lower-case path however the request spells it (/Mine/).
 * Its page shows the URL and language it rendered, the login, whether the shopper's consent choice
 * came with the request (without one the real entry renders the consent bar), what the API answered
 * it in-process, how many renders came before and the shop's origin it was given.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const INDEX = '<!doctype html><html lang="ar"><head><title>Libas</title></head><body><div id="root"></div></body></html>';

const ENTRY = `
let renders = 0;
export function renderedRequest({ url, language, consentChosen }) {
  const { pathname, searchParams } = new URL(url, 'http://localhost');
  if (pathname.startsWith('/cart')) return null;
  const read = new URLSearchParams();
  for (const name of ['color', 'page', 'sort']) for (const value of searchParams.getAll(name)) read.append(name, value);
  const query = read.toString();
  const signedIn = ['/mine', '/mine/'].includes(pathname.toLowerCase());
  const path = signedIn ? '/mine' : pathname;
  return { url: query ? path + '?' + query : path, language: language === 'en' ? 'en' : 'ar', signedIn, consentChosen: consentChosen === true };
}
export async function createRenderer({ inject, origin }) {
  return async (template, { url, language, login, consentChosen }) => {
    renders++;
    if (url.startsWith('/boom')) throw new Error('render failed');
    if (login === 'refused') return null;
    const answer = await inject('/api/banners', { headers: { 'Accept-Language': 'en' } });
    const body = JSON.stringify({ url, language: language ?? null, login: login ?? null, consentChosen: consentChosen ?? null, api: answer.status, banners: await answer.json(), renders, origin });
    return template.replace('<div id="root"></div>', '<div id="root">' + body + '</div>' + ' '.repeat(2000));
  };
}`;

export interface SpaBuild {
  distDir: string;
  ssrDir: string;
  remove(): Promise<void>;
}

export async function writeSpaBuild(): Promise<SpaBuild> {
  const distDir = await mkdtemp(join(tmpdir(), 'libas-dist-'));
  const ssrDir = await mkdtemp(join(tmpdir(), 'libas-ssr-'));
  await writeFile(join(distDir, 'index.html'), INDEX);
  await writeFile(join(ssrDir, 'entry-server.js'), ENTRY);
  return {
    distDir,
    ssrDir,
    async remove() {
      await rm(distDir, { recursive: true, force: true });
      await rm(ssrDir, { recursive: true, force: true });
    },
  };
}

/** What the stand-in rendered, read from its page. */
export interface Rendered {
  url: string;
  language: string | null;
  /** The login cookie it rendered for, on its signed-in page. */
  login: string | null;
  /** The request's consent cookie held a choice: the page comes without the consent bar. */
  consentChosen: boolean | null;
  api: number;
  banners: unknown;
  renders: number;
  /** The shop's origin the server gave the renderer. */
  origin: string;
}

export const rendered = (body: string) => JSON.parse(/<div id="root">(.*?)<\/div>/.exec(body)![1]!) as Rendered;
