import type { Plugin } from 'vite';

/** `apply` for the build's own plugins that shape what the browser loads: the client build only, never `vite build --ssr` or the dev server. */
export const clientBuild: NonNullable<Plugin['apply']> = (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild;
