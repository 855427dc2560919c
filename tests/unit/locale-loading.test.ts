/**
 * A locale file loads one of two ways: as a namespace i18next asks for when a page needs it (a chunk
 * of its own), or imported outright by a module (the start-up error page's strings, which ship
 * with the entry). A file loaded both ways would stay in the entry while i18next "loads" it, and
 * the build warns that the dynamic import is ineffective; so no file is both.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { locales } from '@/i18n';

const SRC = join(__dirname, '../../src');

/** `import x from '@/i18n/locales/{language}/{namespace}.json'`, not a type-only import. */
const IMPORTED_OUTRIGHT = /^import\s+(?!type\b)\w+\s+from\s+'@\/i18n\/locales\/(\w+)\/(\w+)\.json'/gm;

const importedOutright = readdirSync(SRC, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.tsx?$/.test(file))
  .flatMap((file) => [...readFileSync(join(SRC, file), 'utf8').matchAll(IMPORTED_OUTRIGHT)].map((match) => `./locales/${match[1]}/${match[2]}.json`));

it('loads no locale file on demand that a module imports outright', () => {
  expect(importedOutright).toEqual(expect.arrayContaining(['./locales/ar/start.json', './locales/en/start.json']));
  expect(Object.keys(locales).filter((path) => importedOutright.includes(path))).toEqual([]);
});

it('loads every namespace on demand, in both languages', () => {
  expect(Object.keys(locales)).toEqual(expect.arrayContaining(['./locales/ar/common.json', './locales/en/common.json', './locales/ar/checkout.json']));
});
