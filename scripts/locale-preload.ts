import type { Plugin } from 'vite';
import { clientBuild } from './client-build.ts';

/**
 * The page can paint nothing before i18next has started (src/i18n): its common strings and the
 * language detector's chunk. The strings' file is hashed per language, so the build adds a tiny
 * script to index.html that preloads the file of the language set on `<html lang>` (by the
 * pre-paint script before it), and a preload link for the detector: both arrive in parallel with
 * the entry, instead of one round trip after it.
 */
export function localePreload(namespace = 'common'): Plugin {
  return {
    name: 'libas-locale-preload',
    apply: clientBuild,
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const files: Record<string, string> = {};
        let detector: string | undefined;
        for (const output of Object.values(bundle ?? {})) {
          if (output.type === 'chunk' && output.facadeModuleId?.endsWith('/src/i18n/detector.ts')) detector = `/${output.fileName}`;
          const match = output.type === 'chunk' && /\/src\/i18n\/locales\/(\w+)\/(\w+)\.json$/.exec(output.facadeModuleId ?? '');
          if (match && match[2] === namespace) files[match[1]!] = `/${output.fileName}`;
        }
        if (Object.keys(files).length === 0) throw new Error(`No ${namespace} locale chunks found to preload`);
        if (!detector) throw new Error('No language detector chunk found to preload');
        const script =
          `(function(){var f=${JSON.stringify(files)}[document.documentElement.lang];` +
          `if(f){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=f;document.head.appendChild(l);}})();`;
        return [
          { tag: 'link', attrs: { rel: 'modulepreload', crossorigin: '', href: detector }, injectTo: 'head' },
          { tag: 'script', children: script, injectTo: 'head' },
        ];
      },
    },
  };
}
