/**
 * Text direction and Arabic wording (docs/product.md, "Text direction"): what a shopper typed, an
 * email or a coupon code keeps its own direction inside a translation, counts of stars take
 * Arabic's plural forms, and Arabic strings use Arabic punctuation.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { i18n, startI18n } from '@/i18n';

const FSI = '\u2068';
const PDI = '\u2069';

beforeAll(async () => {
  await startI18n();
  await i18n.changeLanguage('ar');
  await i18n.loadNamespaces(['catalog', 'product', 'blog', 'auth', 'cart', 'checkout']);
});
afterAll(() => i18n.changeLanguage('en'));

it("isolates a Latin search term, email or coupon inside Arabic, so «abaya»: 9 keeps its punctuation", () => {
  const heading = i18n.t('catalog:search.results', { q: 'abaya', count: 9 });
  expect(heading).toBe(`نتائج البحث عن «${FSI}abaya${PDI}»: 9 منتجات`);
  expect(i18n.t('blog:list.noMatch', { query: 'silk' })).toContain(`«${FSI}silk${PDI}»`);
  expect(i18n.t('auth:verify.subtitle', { email: 'sara@example.sa' })).toContain(`${FSI}sara@example.sa${PDI}،`);
  expect(i18n.t('checkout:summary.discount', { name: 'WELCOME10', discount: 10 })).toBe(`الكوبون ${FSI}WELCOME10${PDI} (10٪)`);
});

it('counts stars with the Arabic plural forms', () => {
  expect([1, 2, 3, 4].map((count) => i18n.t('catalog:shop.ratingAtLeast', { count }))).toEqual(['نجمة واحدة فأكثر', 'نجمتان فأكثر', '3 نجوم فأكثر', '4 نجوم فأكثر']);
  expect(i18n.t('product:reviews.starCount', { stars: i18n.t('product:reviews.stars', { count: 1 }), count: 2 })).toBe('نجمة واحدة: تقييمان');
  expect(i18n.t('product:reviews.starCount', { stars: i18n.t('product:reviews.stars', { count: 5 }), count: 11 })).toBe('5 نجوم: 11 تقييمًا');
});

describe('Arabic strings', () => {
  const dir = join(__dirname, '../../src/i18n/locales/ar');
  const strings: [string, string][] = [];
  const walk = (tree: Record<string, unknown>, prefix: string) => {
    for (const [key, value] of Object.entries(tree)) {
      if (typeof value === 'string') strings.push([`${prefix}${key}`, value]);
      else walk(value as Record<string, unknown>, `${prefix}${key}.`);
    }
  };
  for (const file of readdirSync(dir)) walk(JSON.parse(readFileSync(join(dir, file), 'utf8')) as Record<string, unknown>, `${file.replace('.json', '')}:`);
  // The API's Arabic messages are shown too.
  const messagesDir = join(__dirname, '../../server/src/messages');
  for (const file of readdirSync(messagesDir)) {
    for (const [i, line] of readFileSync(join(messagesDir, file), 'utf8').split('\n').entries()) if (/[\u0600-\u06FF]/.test(line)) strings.push([`messages/${file}:${i + 1}`, line]);
  }

  it('use Arabic punctuation: ، ؛ ؟ and ٪, not , ; ? and %', () => {
    const arabicText = strings.filter(([key]) => !key.startsWith('messages')).map(([key, value]) => [key, value.replace(/{{[^}]*}}/g, '')] as const);
    expect(arabicText.filter(([, value]) => /[,;?%]/.test(value)).map(([key]) => key)).toEqual([]);
  });

  it('spell hamzas and alifs correctly: ملء، أولاً، إرسال', () => {
    // Misspellings a shop's Arabic often has: a missing hamza, ئ for ء, ى for ي, ه for ة.
    const misspelt = /(?<![\u0600-\u06FF])(?:و|ف|ب|ل)?(?:ملئ|اولا|اولاً|ارسال|انشاء|اضافة|الى|ادخل|اعادة|الغاء|اقل|اكثر|اسعار|اطفال|احذية|اكسسوارات|الالكتروني|اجمالي|الاجمالي|اختيارى|شئ|مسئول|هذة|إنشاءه|يرجي|الأن|لاكن|إنشاء حسابك الأن)(?![\u0600-\u06FF])/;
    expect(strings.filter(([, value]) => misspelt.test(value)).map(([key, value]) => `${key}: ${misspelt.exec(value)![0]}`)).toEqual([]);
  });

  // The server's other Arabic a shopper reads: its error messages, the reset mail and the seeded size guides.
  const serverText = ['server/src/i18n.ts', 'server/src/services/reset-mail.ts', 'server/src/services/stock-alerts.ts', 'server/src/db/seed/content/size-guides.ts'].flatMap((file) =>
    readFileSync(join(__dirname, '../..', file), 'utf8')
      .split('\n')
      .flatMap((line, i): [string, string][] => (/[\u0600-\u06FF]/.test(line) ? [[`${file}:${i + 1}`, line]] : [])),
  );

  it('address the shopper without gender (docs/product.md "Languages")', () => {
    const all = [...strings, ...serverText];
    const word = (words: string) => new RegExp(`(?<![\u0600-\u06FF])[وف]?(?:${words})(?![\u0600-\u06FF])`);
    // Feminine imperatives and forms the shop used to have.
    const feminine = word('اعثري|احفظيها|تابعي|راسلينا|زورينا|اتصلي|تابعينا|اختاري|قيسي|جرّبي|نسّقيها|تختارين|ترتدين|تريدين|تبحثين|يمكنكِ|لكِ|أنتِ');
    expect(all.filter(([, value]) => feminine.test(value)).map(([key, value]) => `${key}: ${feminine.exec(value)![0]}`)).toEqual([]);
    // Within a sentence, advice says يمكنك or الرجاء with a verbal noun, not an imperative; a button,
    // link or heading may be one («أضف إلى السلة»), and so may the short «حاول مرة أخرى» after an error.
    const imperative = /(?:^|[.،؛:؟!]\s*|\sو)(?:تأكد|تأكّد|جرّب|اضغط|استخدم|أدخل|اختر|حدّد|انقر|امسح|تواصل|سجّل|عد|ادفع|احذف|اطلب|تحقق|تحقّق|اكتب|افتح|أرسل|اضبط|اسألنا|قِس|قِف|كن)\s/;
    const sentences = all.filter(([, value]) => /[.،؛؟!]\s*\S/.test(value.replace(/\.\.\.|…/g, '')));
    expect(sentences.filter(([, value]) => imperative.test(value)).map(([key, value]) => `${key}: ${value}`)).toEqual([]);
    // The shop's words: كلمة المرور, not الباسورد; العباية, as its category and products are named.
    expect(all.filter(([, value]) => /الباسورد|العباءة/.test(value)).map(([key]) => key)).toEqual([]);
  });

  it('isolate what a shopper typed, an email or a coupon code', () => {
    const bare = strings.filter(([key, value]) => !key.startsWith('messages') && /{{(q|query|email)}}|الكوبون {{name}}/.test(value)).map(([key]) => key);
    expect(bare).toEqual([]);
  });
});
