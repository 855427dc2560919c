import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

export type LocaleTree = { [key: string]: string | LocaleTree };

/** `own`, with every key it lacks taken from `fallback`, at any depth. */
export function withFallback(own: LocaleTree, fallback: LocaleTree): LocaleTree {
  const merged: LocaleTree = { ...own };
  for (const [key, value] of Object.entries(fallback)) {
    const mine = merged[key];
    if (mine === undefined) merged[key] = value;
    else if (typeof mine === 'object' && typeof value === 'object') merged[key] = withFallback(mine, value);
  }
  return merged;
}

const LOCALE_FILE = /[\\/]i18n[\\/]locales[\\/](\w+)[\\/](\w+)\.json$/;

/**
 * R7's fallback for a missing key, made by the build: each language's locale file carries the
 * fallback language's value for any key it lacks. i18next then needs no fallback language when the
 * page runs, so an Arabic page does not download the English strings too (ADR 0003). The parity
 * test keeps the two languages' keys equal, so today the merge adds nothing.
 */
export function localeFallback(fallback = 'en'): Plugin {
  return {
    name: 'libas-locale-fallback',
    enforce: 'pre',
    async transform(code, id) {
      const file = id.split('?')[0]!;
      const match = LOCALE_FILE.exec(file);
      if (!match || match[1] === fallback) return null;
      const fallbackFile = join(dirname(dirname(file)), fallback, `${match[2]}.json`);
      this.addWatchFile(fallbackFile);
      // A namespace the fallback language lacks has nothing to fill in (the parity test reports it).
      const fallbackText = await readFile(fallbackFile, 'utf8').catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return '{}';
        throw error;
      });
      const fallbackTree = JSON.parse(fallbackText) as LocaleTree;
      return { code: JSON.stringify(withFallback(JSON.parse(code) as LocaleTree, fallbackTree)), map: null };
    },
  };
}
