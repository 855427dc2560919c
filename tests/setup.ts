import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { server } from './mocks/server';

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
