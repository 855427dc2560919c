import '@testing-library/jest-dom/vitest';
import { File as NodeFile } from 'node:buffer';
import { cleanup, configure } from '@testing-library/react';
import { server } from './mocks/server';

// Node 24's fetch (undici 7) builds the files of a multipart body it reads with the global File,
// then checks them against its own: under jsdom, whose File replaces the global, reading a form
// that carries a file (a mock API reading the profile's photo) fails. The read gets Node's File.
/** The prototype in `object`'s chain that defines `key` (Node's Request under vitest's subclass of it). */
function owner<T extends object>(object: T, key: keyof T): T {
  let proto: object | null = object;
  while (proto && !Object.hasOwn(proto, key)) proto = Object.getPrototypeOf(proto) as object | null;
  return (proto ?? object) as T;
}

if (typeof window !== 'undefined') {
  for (const body of [owner(Request.prototype, 'formData'), owner(Response.prototype, 'formData')]) {
    const read = body.formData;
    body.formData = async function formData(this: Request | Response) {
      const domFile = globalThis.File;
      globalThis.File = NodeFile as unknown as typeof File;
      try {
        return await read.call(this);
      } finally {
        globalThis.File = domFile;
      }
    };
  }
}

server.listen({ onUnhandledRequest: 'error' });

// Pages are lazy chunks; on a busy 2-core machine the first import can take over the 1 s default.
// StrictMode as in src/main.tsx, so code that a second mount breaks fails here too.
configure({ asyncUtilTimeout: 10_000, reactStrictMode: true });

// The server render's tests run in node, without a DOM.
const dom = typeof window !== 'undefined';

beforeEach(() => {
  if (!dom) return;
  localStorage.clear();
  sessionStorage.clear();
});

afterEach(() => {
  if (dom) cleanup();
  server.resetHandlers();
});

afterAll(() => server.close());

// jsdom has no layout or scrolling.
if (dom) window.scrollTo = (() => {}) as typeof window.scrollTo;

// jsdom has <dialog> but not its modal methods: open and close it by its attribute, and remember
// that it was opened as a modal so tests can tell.
if (dom && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
    this.dataset.modal = 'true';
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
    delete this.dataset.modal;
  };
}
