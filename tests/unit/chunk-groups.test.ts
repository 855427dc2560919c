// @vitest-environment node
/**
 * The chunk groups of vite.config.ts (scripts/chunk-groups.ts) name files by exact path, so a file
 * moved, renamed or added must not change chunk unnoticed: every listed path must exist, and what
 * the `shared` and `catalog` groups hold, for every file git tracks under src/, is pinned in
 * __snapshots__/chunk-groups.test.ts.snap.
 *
 * After moving or adding a file on purpose, fix the lists in scripts/chunk-groups.ts if the file
 * should not go where its folder sends it, check the build (`npx vite build` and
 * `node scripts/check-budgets.mjs`), then rewrite the snapshot and review its diff:
 *   npx vitest run --project spa-logic tests/unit/chunk-groups.test.ts -u
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  CATALOG_ONLY,
  CAROUSEL_ONLY,
  CONTENT_API,
  LISTED_PATHS,
  LOADED_LATER,
  PAGE_ICONS,
  PRODUCT_CHOICE,
  SIGNED_IN_ONLY,
  WITH_THEIR_PAGES,
  chunkGroupOf,
  chunkGroups,
  relativePath,
} from '../../scripts/chunk-groups.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const tracked = execFileSync('git', ['ls-files', 'src'], { cwd: root, encoding: 'utf8' }).split('\n').filter(Boolean);

describe('chunk groups', () => {
  it.each(LISTED_PATHS)('names %s, which exists', (path) => {
    expect(existsSync(`${root}/${path}`), `${path} is gone: update scripts/chunk-groups.ts where it moved`).toBe(true);
  });

  it('names each file in one list at most', () => {
    const twice = LISTED_PATHS.filter((path, index) => LISTED_PATHS.indexOf(path) !== index);
    expect(twice).toEqual([]);
  });

  it('keeps each listed file out of the group its folder would send it to', () => {
    for (const path of [...WITH_THEIR_PAGES, ...SIGNED_IN_ONLY, ...LOADED_LATER, ...CAROUSEL_ONLY, ...PAGE_ICONS, ...PRODUCT_CHOICE, ...CONTENT_API]) {
      expect(chunkGroupOf(path), path).toBeUndefined();
    }
    for (const path of CATALOG_ONLY) expect(chunkGroupOf(path), path).toBe('catalog');
  });

  it('holds the same files as when the snapshot was taken', () => {
    const members = { shared: [] as string[], catalog: [] as string[] };
    for (const path of tracked) {
      const group = chunkGroupOf(path);
      if (group) members[group].push(path);
    }
    expect(members, 'a file changed chunk group: see the header of this test').toMatchSnapshot();
  });

  it('groups module ids by their path from the root, whatever their query or separators', () => {
    const [, shared, catalog] = chunkGroups('/repo', () => false);
    expect(shared!.test('/repo/src/lib/money.ts')).toBe(true);
    expect(shared!.test('/repo/src/lib/money.ts?v=1')).toBe(true);
    expect(relativePath('C:\\repo\\src\\lib\\money.ts', 'C:\\repo\\')).toBe('src/lib/money.ts');
    expect(catalog!.test('/repo/src/features/catalog/product-card.tsx')).toBe(true);
    // A package's own src/ folder, or a checkout whose path holds a listed word, changes nothing.
    expect(shared!.test('/repo/node_modules/some-package/src/lib/x.js')).toBe(false);
    expect(chunkGroups('/home/map/google', () => false)[1]!.test('/home/map/google/src/lib/money.ts')).toBe(true);
  });
});
