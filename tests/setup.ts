import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { server } from './mocks/server';

server.listen({ onUnhandledRequest: 'error' });

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

afterEach(() => {
  cleanup();
  server.resetHandlers();
});

afterAll(() => server.close());

// jsdom has no layout or scrolling.
window.scrollTo = (() => {}) as typeof window.scrollTo;
