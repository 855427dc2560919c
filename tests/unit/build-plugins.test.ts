/** The build's own Vite plugins: the strings' and the detector's preloads, the entry's chunk and the precompressed copies. */
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { HtmlTagDescriptor, IndexHtmlTransformContext, ResolvedConfig } from 'vite';
import { entryModules } from '../../scripts/entry-chunk';
import { localePreload } from '../../scripts/locale-preload';
import { precompress } from '../../scripts/precompress';

type Hook = (html: string, context: IndexHtmlTransformContext) => HtmlTagDescriptor[];

function chunk(fileName: string, facadeModuleId: string) {
  return { type: 'chunk', fileName, facadeModuleId };
}

describe('localePreload', () => {
  const plugin = localePreload();
  const handler = (plugin.transformIndexHtml as { handler: Hook }).handler;
  const bundle = {
    a: chunk('assets/common-ar1.js', '/app/src/i18n/locales/ar/common.json'),
    b: chunk('assets/common-en1.js', '/app/src/i18n/locales/en/common.json'),
    c: chunk('assets/home-ar1.js', '/app/src/i18n/locales/ar/home.json'),
    d: chunk('assets/index-1.js', '/app/src/main.tsx'),
    e: chunk('assets/detector-1.js', '/app/src/i18n/detector.ts'),
  };

  afterEach(() => {
    document.head.querySelectorAll('link[rel="modulepreload"]').forEach((link) => link.remove());
    document.documentElement.lang = '';
  });

  it.each([
    ['ar', '/assets/common-ar1.js'],
    ['en', '/assets/common-en1.js'],
  ])('preloads the common strings of <html lang="%s">', (language, file) => {
    const tag = handler('', { bundle } as unknown as IndexHtmlTransformContext).find((t) => t.tag === 'script');
    document.documentElement.lang = language;
    new Function(String(tag!.children))();
    const links = document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]');
    expect([...links].map((link) => link.getAttribute('href'))).toEqual([file]);
  });

  it('preloads the language detector, which i18next needs before any page renders', () => {
    const links = handler('', { bundle } as unknown as IndexHtmlTransformContext).filter((t) => t.tag === 'link');
    expect(links).toEqual([{ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: '', href: '/assets/detector-1.js' }, injectTo: 'head' }]);
  });

  it('fails the build when the locale chunks or the detector are missing', () => {
    expect(() => handler('', { bundle: { d: bundle.d, e: bundle.e } } as unknown as IndexHtmlTransformContext)).toThrow(/No common locale chunks/);
    expect(() => handler('', { bundle: { a: bundle.a, d: bundle.d } } as unknown as IndexHtmlTransformContext)).toThrow(/No language detector chunk/);
  });
});

describe('entryModules', () => {
  it('holds the entry and what it imports statically, however deep, but not what it loads by import()', () => {
    // main imports a and b; a imports c; the page (loaded by import(), so not among main's imports) imports d and c.
    const graph: Record<string, { isEntry: boolean; importedIds: string[] }> = {
      main: { isEntry: true, importedIds: ['a', 'b'] },
      a: { isEntry: false, importedIds: ['c'] },
      b: { isEntry: false, importedIds: ['a'] },
      c: { isEntry: false, importedIds: [] },
      page: { isEntry: false, importedIds: ['d', 'c'] },
      d: { isEntry: false, importedIds: [] },
    };
    const found = entryModules({ getModuleIds: () => Object.keys(graph)[Symbol.iterator](), getModuleInfo: (id) => graph[id] ?? null });
    expect([...found].sort()).toEqual(['a', 'b', 'c', 'main']);
  });
});

describe('precompress', () => {
  it('writes brotli and gzip copies of text files of 1 KB or more, and nothing else', () => {
    const dir = mkdtempSync(join(tmpdir(), 'libas-precompress-'));
    try {
      const js = 'export const x = "shop";\n'.repeat(100);
      writeFileSync(join(dir, 'big.js'), js);
      writeFileSync(join(dir, 'small.css'), 'a{}');
      writeFileSync(join(dir, 'photo.webp'), Buffer.alloc(4096));
      const plugin = precompress();
      (plugin.configResolved as (config: ResolvedConfig) => void)({ build: { outDir: dir } } as ResolvedConfig);
      (plugin.closeBundle as () => void)();
      expect(readdirSync(dir).sort()).toEqual(['big.js', 'big.js.br', 'big.js.gz', 'photo.webp', 'small.css']);
      expect(brotliDecompressSync(readFileSync(join(dir, 'big.js.br'))).toString()).toBe(js);
      expect(gunzipSync(readFileSync(join(dir, 'big.js.gz'))).toString()).toBe(js);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
