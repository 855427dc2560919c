import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const root = join(__dirname, '../../src/i18n/locales');
const languages = ['ar', 'en'] as const;
const PLURAL = /_(zero|one|two|few|many|other)$/;

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out.set(prefix + key, value);
    else for (const [k, v] of leaves(value, `${prefix}${key}.`)) out.set(k, v);
  }
  return out;
}

function load(language: string): Map<string, string> {
  const all = new Map<string, string>();
  for (const file of readdirSync(join(root, language)).filter((f) => f.endsWith('.json'))) {
    const ns = file.replace(/\.json$/, '');
    for (const [k, v] of leaves(JSON.parse(readFileSync(join(root, language, file), 'utf8')) as Tree)) all.set(`${ns}:${k}`, v);
  }
  return all;
}

const keys = Object.fromEntries(languages.map((l) => [l, load(l)])) as Record<(typeof languages)[number], Map<string, string>>;
// Plural forms differ by language (Arabic has six); compare the keys they belong to.
const baseKeys = (map: Map<string, string>) => new Set([...map.keys()].map((k) => k.replace(PLURAL, '')));

describe('translations', () => {
  it('has the same keys in ar and en', () => {
    const ar = baseKeys(keys.ar);
    const en = baseKeys(keys.en);
    expect([...ar].filter((k) => !en.has(k)), 'keys only in ar').toEqual([]);
    expect([...en].filter((k) => !ar.has(k)), 'keys only in en').toEqual([]);
  });

  it('has every plural form each language needs', () => {
    for (const language of languages) {
      const forms = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
      const plurals = new Set([...keys[language].keys()].filter((k) => PLURAL.test(k)).map((k) => k.replace(PLURAL, '')));
      for (const base of plurals) {
        for (const form of forms) expect(keys[language].has(`${base}_${form}`), `${language} ${base}_${form}`).toBe(true);
      }
    }
  });

  it('has no empty values, and Arabic values are in Arabic', () => {
    for (const language of languages) {
      for (const [key, value] of keys[language]) expect(value.trim(), `${language} ${key}`).not.toBe('');
    }
    const latinOnly = [...keys.ar].filter(([key, v]) => !/[\u0600-\u06FF]/.test(v) && !key.endsWith('switchLanguage') && !key.endsWith('switchLanguageLabel'));
    expect(latinOnly).toEqual([]);
  });

  it('writes digits in Latin in every string of both languages, the API\'s messages too', () => {
    const indic = /[\u0660-\u0669\u06F0-\u06F9]/;
    const strings = languages.flatMap((language) => [...keys[language]].filter(([, v]) => indic.test(v)).map(([k]) => `${language} ${k}`));
    const serverDir = join(__dirname, '../../server/src');
    const serverFiles = readdirSync(serverDir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts'));
    const server = serverFiles.filter((f) => indic.test(readFileSync(join(serverDir, f), 'utf8')));
    expect([...strings, ...server]).toEqual([]);
  });

  it('addresses every shopper in Arabic, not only women', () => {
    // Feminine-only address: the marked pronoun endings (تِ، كِ) and the imperatives a shop reaches for.
    const feminine = /تِ|كِ|(?:^|\s)(?:كوني|احصلي|اختاري|تسوّقي|تسوقي|اكتشفي|أضيفي|سجّلي|سجلي|تصفّحي|تصفحي|ابحثي)(?=[\s.،!؟]|$)/;
    expect([...keys.ar].filter(([, v]) => feminine.test(v)).map(([k]) => k)).toEqual([]);
  });

  it("keeps the shop's standard Arabic messages word for word", () => {
    expect(keys.ar.get('common:errors.loadFailed')).toBe('فشل في تحميل البيانات');
  });
});
