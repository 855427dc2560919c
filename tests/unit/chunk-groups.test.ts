// @vitest-environment node
/**
 * The chunk groups of vite.config.ts (scripts/chunk-groups.ts) go by folder alone: a file's folder
 * says its group, whatever its name, so moving or adding a file needs no change here. Whether the
 * chunks that come out keep to the budgets is `npm run budget`'s to say, after a build.
 */
import { CATALOG_FEATURES, SHARED_FOLDERS, chunkFileName, chunkGroupOf, chunkGroups, relativePath } from '../../scripts/chunk-groups.ts';

describe('chunk groups', () => {
  it('puts a file directly in a layer folder in the shared group, whatever its name', () => {
    for (const folder of SHARED_FOLDERS) {
      expect(chunkGroupOf(`${folder}/any-file.ts`), folder).toBe('shared');
      expect(chunkGroupOf(`${folder}/any-file.tsx`), folder).toBe('shared');
    }
    expect(chunkGroupOf('src/lib/money.ts')).toBe('shared');
    expect(chunkGroupOf('src/components/ui/button.tsx')).toBe('shared');
  });

  it('puts the catalogue features’ own files, and a layer’s catalog subfolder, in the catalog group', () => {
    for (const folder of CATALOG_FEATURES) expect(chunkGroupOf(`${folder}/any-file.tsx`), folder).toBe('catalog');
    for (const folder of ['src/api/catalog', 'src/app/catalog', 'src/components/catalog', 'src/hooks/catalog', 'src/lib/catalog']) {
      expect(chunkGroupOf(`${folder}/any-file.ts`), folder).toBe('catalog');
    }
  });

  it('leaves a subfolder named after another owner, a feature’s subfolders and the other features to the bundler', () => {
    for (const path of [
      'src/api/orders/any-file.ts',
      'src/lib/orders/any-file.ts',
      'src/hooks/orders/any-file.ts',
      'src/components/orders/any-file.tsx',
      'src/components/carousel/any-file.tsx',
      'src/components/ui/any-folder/any-file.tsx',
      'src/features/catalog/product/any-file.tsx',
      'src/features/catalog/shop/any-file.tsx',
      'src/features/catalog/list/any-file.tsx',
      'src/features/wishlist/page/any-file.tsx',
      'src/features/blog/any-file.tsx',
      'src/features/checkout/any-file.tsx',
      'src/features/auth/any-file.tsx',
      'src/app/any-file.ts',
      'src/app/routes/any-file.tsx',
      'src/main.tsx',
      // A folder only named like one.
      'src/features/catalog-extra/any-file.ts',
      'src/lib/catalogue/any-file.ts',
      'shared/any-file.ts',
    ]) {
      expect(chunkGroupOf(path), path).toBeUndefined();
    }
  });

  it('groups module ids by their path from the root, whatever their query or separators', () => {
    const [, shared, catalog] = chunkGroups('/repo', () => false);
    expect(shared!.test('/repo/src/lib/money.ts')).toBe(true);
    expect(shared!.test('/repo/src/lib/money.ts?v=1')).toBe(true);
    expect(relativePath('C:\\repo\\src\\lib\\money.ts', 'C:\\repo\\')).toBe('src/lib/money.ts');
    expect(catalog!.test('/repo/src/features/catalog/product-card.tsx')).toBe(true);
    expect(catalog!.test('/repo/src/api/catalog/products.ts')).toBe(true);
    // A package's own src/ folder, or a checkout whose path holds a group's word, changes nothing.
    expect(shared!.test('/repo/node_modules/some-package/src/lib/x.js')).toBe(false);
    expect(chunkGroups('/home/catalog/src/lib', () => false)[1]!.test('/home/catalog/src/lib/src/lib/money.ts')).toBe(true);
    expect(chunkGroups('/home/catalog', () => false)[2]!.test('/home/catalog/src/lib/money.ts')).toBe(false);
  });

  it('takes the entry’s modules first, then the shared pieces used by two chunks or more, then the catalogue’s', () => {
    const groups = chunkGroups('/repo', (id) => id === '/repo/src/main.tsx');
    expect(groups.map((group) => [group.name, group.priority])).toEqual([
      ['index', 3],
      ['shared', 2],
      ['catalog', 1],
    ]);
    expect(groups[0]!.test('/repo/src/main.tsx')).toBe(true);
    expect(groups[1]).toMatchObject({ minShareCount: 2, entriesAware: true });
    expect(groups[2]).toMatchObject({ minShareCount: 2 });
  });

  it('names a shared chunk split by its pages shared-<hash>, not by every page that loads it', () => {
    expect(chunkFileName({ name: 'shared~login~register~profile' })).toBe('assets/shared-[hash].js');
    expect(chunkFileName({ name: 'shared' })).toBe('assets/shared-[hash].js');
    expect(chunkFileName({ name: 'product-page' })).toBe('assets/product-page-[hash].js');
  });
});
