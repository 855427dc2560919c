// @vitest-environment node
/**
 * The import boundaries of eslint.config.js, run through
 * ESLint's own API on small files that exist only in memory, placed where a real one would be.
 * Each rule is judged on the file an import resolves to, so a relative path counts like `@/`.
 */
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const eslint = new ESLint({ cwd: fileURLToPath(new URL('../..', import.meta.url)) });

/** The rules that fire on `code`, as if it were the file at `filePath`. */
async function firing(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.map((message) => `${message.ruleId}: ${message.message}`);
}

const BOUNDARY = 'import-x/no-restricted-paths';

describe('import boundaries (architecture.md)', () => {
  it.each([
    ['a relative path', '../cart/cart-line'],
    ['the @/ alias', '@/features/cart/cart-line'],
  ])('fails a feature that imports another feature by %s', async (_, path) => {
    const found = await firing('src/features/catalog/fixture.ts', `import { CartLine } from '${path}';\nexport const line = CartLine;\n`);
    expect(found).toEqual([expect.stringMatching(new RegExp(`^${BOUNDARY}: .*Feature "catalog" may not import another feature`))]);
  });

  it('fails shared code and the API layer that import a feature or the app by a relative path', async () => {
    expect(await firing('src/lib/fixture.ts', "import { CartLine } from '../features/cart/cart-line';\nexport const line = CartLine;\n")).toEqual([
      expect.stringContaining(`${BOUNDARY}: `),
    ]);
    expect(await firing('src/components/fixture.ts', "import { RouteError } from '../app/route-error';\nexport const page = RouteError;\n")).toEqual([
      expect.stringContaining(`${BOUNDARY}: `),
    ]);
    expect(await firing('src/lib/fixture.ts', "import { request } from '../api/client';\nexport const call = request;\n")).toEqual([
      expect.stringContaining(`${BOUNDARY}: `),
    ]);
  });

  it('lets a feature import its own files and shared code', async () => {
    const code = "import { ProductCard } from './product-card';\nimport { formatSar } from '@/lib/money';\nexport const parts = [ProductCard, formatSar];\n";
    expect(await firing('src/features/catalog/fixture.ts', code)).toEqual([]);
  });
});

describe('shared/, run by the shop and the API (architecture.md)', () => {
  it.each([
    ['the SPA by the @/ alias', "import { env } from '@/config/env';\nexport const used = env;\n"],
    ['the SPA by a relative path', "import { env } from '../src/config/env';\nexport const used = env;\n"],
    ['the server', "import { detectLang } from '../server/src/i18n';\nexport const used = detectLang;\n"],
    ['a type of the server', "import type { Config } from '../server/src/config';\nexport type Used = Config;\n"],
  ])('fails shared code that imports %s', async (_, code) => {
    expect(await firing('shared/fixture.ts', code)).toEqual([expect.stringMatching(new RegExp(`^${BOUNDARY}: .*shared/ runs in the shop and the API alike`))]);
  });

  it('fails shared code that imports a Node module', async () => {
    expect(await firing('shared/fixture.ts', "import { createHash } from 'node:crypto';\nexport const hash = createHash;\n")).toEqual([
      expect.stringMatching(/^no-restricted-imports: /),
    ]);
  });

  it('lets both sides import it', async () => {
    expect(await firing('src/lib/fixture.ts', "import { fold } from '@shared/fold';\nexport const key = fold;\n")).toEqual([]);
    expect(await firing('server/src/services/fixture.ts', "import { fold } from '@shared/fold';\nexport const key = fold;\n")).toEqual([]);
  });
});

describe('the database behind services (architecture.md)', () => {
  const RESTRICTED = '@typescript-eslint/no-restricted-imports';

  it.each([
    ['drizzle-orm', "import { eq } from 'drizzle-orm';\nexport const where = eq;\n"],
    ['a drizzle-orm subpath', "import { sql } from 'drizzle-orm/sql';\nexport const raw = sql;\n"],
    ['the schema', "import { brands } from '../db/schema';\nexport const table = brands;\n"],
    ['the prepared queries', "import * as prepared from '../db/prepared';\nexport const queries = prepared;\n"],
    ['the query helpers', "import { queryRows } from '../db/rows';\nexport const rows = queryRows;\n"],
    ['the seed', "import * as seed from '../db/seed/catalogue';\nexport const data = seed;\n"],
    ['a value from db/client', "import { openDatabase } from '../db/client';\nexport const open = openDatabase;\n"],
  ])('fails a route or plugin that imports %s', async (_, code) => {
    for (const folder of ['routes', 'plugins']) {
      expect(await firing(`server/src/${folder}/fixture.ts`, code)).toEqual([expect.stringMatching(new RegExp(`^${RESTRICTED}: `))]);
    }
  });

  it('fails a service that imports from plugins/ or routes/', async () => {
    for (const path of ['../plugins/security', '../routes/common']) {
      const found = await firing('server/src/services/fixture.ts', `import * as outside from '${path}';\nexport const used = outside;\n`);
      expect(found).toEqual([expect.stringMatching(new RegExp(`^${BOUNDARY}: .*Services take plain arguments`))]);
    }
  });

  it('lets a route name the Db type and call a service', async () => {
    const code = "import type { Db } from '../db/client';\nimport { listBrands } from '../services/catalog';\nexport const brands = (db: Db) => listBrands(db);\n";
    expect(await firing('server/src/routes/fixture.ts', code)).toEqual([]);
  });
});
