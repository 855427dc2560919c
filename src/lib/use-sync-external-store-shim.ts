/**
 * react-i18next imports `use-sync-external-store/shim`, the hook's polyfill for React < 18. Vite
 * resolves that import here (vite.config.ts): React 19 has the hook built in.
 */
export { useSyncExternalStore } from 'react';
