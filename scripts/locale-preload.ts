import type { Plugin } from 'vite';
import { clientBuild } from './client-build.ts';

/**
 * The page can paint nothing before its common strings arrive (src/i18n). Their file is hashed
 * per language, so the build adds a tiny script to index.html that preloads the file of the
 * language set on `<html lang>` (by the pre-paint script before it) in parallel with the entry,
 * instead of one round trip after it.
 */
export function localePreload(namespace = 'common'): Plugin {
  return {
    name: 'libas-locale-preload',
    apply: clientBuild,
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const files: Record<string, string> = {};
        for (const output of Object.values(bundle ?? {})) {
          const match = output.type === 'chunk' && /\/src\/i18n\/locales\/(\w+)\/(\w+)\.json$/.exec(output.facadeModuleId ?? '');
          if (match && match[2] === namespace) files[match[1]!] = `/${output.fileName}`;
        }
        if (Object.keys(files).length === 0) throw new Error(`No ${namespace} locale chunks found to preload`);
        const script =
          `(function(){var f=${JSON.stringify(files)}[document.documentElement.lang];` +
          `if(f){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=f;document.head.appendChild(l);}})();`;
        return [{ tag: 'script', children: script, injectTo: 'head' }];
      },
    },
  };
}
