/** The build's own Vite plugins: the locale fallback and preload script, the precompressed copies, the compile hints and the startup chunk. */
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { HtmlTagDescriptor, IndexHtmlTransformContext, ResolvedConfig } from 'vite';
import { compileHints, runsAtStart } from '../../scripts/compile-hints';
import { localeFallback, withFallback } from '../../scripts/locale-fallback';
import { localePreload } from '../../scripts/locale-preload';
import { precompress } from '../../scripts/precompress';
import { startupModules } from '../../scripts/startup-chunk';

type Hook = (html: string, context: IndexHtmlTransformContext) => HtmlTagDescriptor[];

function chunk(fileName: string, facadeModuleId: string) {
  return { type: 'chunk', fileName, facadeModuleId };
}

describe('localeFallback', () => {
  it('fills the keys a language lacks from the fallback, at any depth, and keeps its own', () => {
    const ar = { cart: { title: 'السلة', items_zero: 'لا منتجات' }, ok: 'حسنًا' };
    const en = { cart: { title: 'Cart', empty: 'Your cart is empty', items_one: 'one item' }, ok: 'OK', nav: { home: 'Home' } };
    expect(withFallback(ar, en)).toEqual({
      cart: { title: 'السلة', items_zero: 'لا منتجات', empty: 'Your cart is empty', items_one: 'one item' },
      ok: 'حسنًا',
      nav: { home: 'Home' },
    });
  });

  it("rewrites a language's locale file with the fallback's missing keys, and leaves the fallback's own file alone", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'locales-'));
    const file = (language: string) => join(dir, 'src/i18n/locales', language, 'home.json');
    for (const language of ['ar', 'en']) mkdirSync(dirname(file(language)), { recursive: true });
    writeFileSync(file('en'), JSON.stringify({ title: 'Home', more: 'More' }));
    const transform = localeFallback().transform as (this: unknown, code: string, id: string) => Promise<{ code: string } | null>;
    const context = { addWatchFile: vi.fn() };
    try {
      const ar = await transform.call(context, JSON.stringify({ title: 'الرئيسية' }), `${file('ar')}?import`);
      expect(JSON.parse(ar!.code)).toEqual({ title: 'الرئيسية', more: 'More' });
      expect(context.addWatchFile).toHaveBeenCalledWith(file('en'));
      expect(await transform.call(context, '{"title":"Home"}', file('en'))).toBeNull();
      expect(await transform.call(context, 'export default 1', join(dir, 'src/main.tsx'))).toBeNull();
      // A namespace English lacks keeps its own keys.
      const only = await transform.call(context, '{"title":"فقط"}', join(dir, 'src/i18n/locales/ar/extra.json'));
      expect(JSON.parse(only!.code)).toEqual({ title: 'فقط' });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('localePreload', () => {
  const plugin = localePreload();
  const handler = (plugin.transformIndexHtml as { handler: Hook }).handler;
  const bundle = {
    a: chunk('assets/common-ar1.js', '/app/src/i18n/locales/ar/common.json'),
    b: chunk('assets/common-en1.js', '/app/src/i18n/locales/en/common.json'),
    c: chunk('assets/home-ar1.js', '/app/src/i18n/locales/ar/home.json'),
    d: chunk('assets/index-1.js', '/app/src/main.tsx'),
  };

  afterEach(() => {
    document.head.querySelectorAll('link[rel="modulepreload"]').forEach((link) => link.remove());
    document.documentElement.lang = '';
  });

  it.each([
    ['ar', '/assets/common-ar1.js'],
    ['en', '/assets/common-en1.js'],
  ])('preloads the common strings of <html lang="%s">', (language, file) => {
    const [tag] = handler('', { bundle } as unknown as IndexHtmlTransformContext);
    document.documentElement.lang = language;
    new Function(String(tag!.children))();
    const links = document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]');
    expect([...links].map((link) => link.getAttribute('href'))).toEqual([file]);
  });

  it('fails the build when the locale chunks are missing', () => {
    expect(() => handler('', { bundle: { d: bundle.d } } as unknown as IndexHtmlTransformContext)).toThrow(/No common locale chunks/);
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

describe('compileHints', () => {
  const startChunk = (name: string, facadeModuleId: string | null, isEntry = false) => ({ type: 'chunk', name, isEntry, facadeModuleId, code: 'let a=1;' });

  it('opens the chunks a served page runs at start with V8\'s compile hint, and only those', () => {
    const bundle = {
      entry: startChunk('index', '/app/src/main.tsx', true),
      shared: startChunk('shared', null),
      catalog: startChunk('catalog', null),
      product: startChunk('product', '/app/src/app/routes/product.tsx'),
      footer: startChunk('footer', '/app/src/app/layout/footer.tsx'),
      strings: startChunk('catalog', '/app/src/i18n/locales/ar/catalog.json'),
      login: startChunk('login', '/app/src/app/routes/login.tsx'),
      swiper: startChunk('swiper', null),
      css: { type: 'asset', fileName: 'assets/index.css', source: 'a{}' },
    };
    const plugin = compileHints();
    (plugin.generateBundle as { handler: (options: unknown, bundle: unknown) => void }).handler({}, bundle);
    const hinted = Object.entries(bundle)
      .filter(([, output]) => 'code' in output && output.code.startsWith('//# allFunctionsCalledOnLoad\n'))
      .map(([key]) => key);
    expect(hinted).toEqual(['entry', 'shared', 'catalog', 'product', 'footer']);
    expect(runsAtStart({ name: 'home', isEntry: false, facadeModuleId: 'C:\\app\\src\\app\\routes\\home.tsx' })).toBe(true);
  });
});

describe('startupModules', () => {
  // main imports a and b statically and starts react-dom/client by import(); a imports c; lazy is a page.
  const graph = {
    main: { isEntry: true, importedIds: ['a', 'b'] },
    a: { isEntry: false, importedIds: ['c'] },
    b: { isEntry: false, importedIds: ['a'] },
    c: { isEntry: false, importedIds: [] },
    '/node_modules/react-dom/client.js': { isEntry: false, importedIds: ['/node_modules/react-dom/cjs/client.js'] },
    '/node_modules/react-dom/cjs/client.js': { isEntry: false, importedIds: ['c'] },
    page: { isEntry: false, importedIds: ['d'] },
    d: { isEntry: false, importedIds: [] },
  } as Record<string, { isEntry: boolean; importedIds: string[] }>;
  const moduleGraph = { getModuleIds: () => Object.keys(graph)[Symbol.iterator](), getModuleInfo: (id: string) => graph[id] ?? null };

  it('holds what the entry imports, and what it starts later with its own imports, but not the pages', () => {
    const found = startupModules(moduleGraph, /react-dom[\\/]client\.js$/);
    expect([...found].sort()).toEqual(['/node_modules/react-dom/cjs/client.js', '/node_modules/react-dom/client.js', 'a', 'b', 'c', 'main']);
  });
});
