/** React Query's hydration, which only server-rendered pages need: it loads with them, not in every page's entry. */
export { hydrate } from '@tanstack/react-query';
