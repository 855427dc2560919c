import { keepAcrossLanguages } from '@/api/across-languages';
import { productKeys } from '@/api/catalog/product-keys';
import { storeKeys } from '@/api/store';

describe('keepAcrossLanguages', () => {
  const previous = { id: 3 };

  it("keeps the other language's answer while this one loads", () => {
    const keep = keepAcrossLanguages<typeof previous>(productKeys.detail('ar', 3));
    expect(keep(previous, { queryKey: productKeys.detail('en', 3) })).toBe(previous);
    expect(keepAcrossLanguages<unknown>(storeKeys.info('en'))(previous, { queryKey: storeKeys.info('ar') })).toBe(previous);
  });

  it('keeps nothing when more than the language changed, or when there was no answer before', () => {
    const keep = keepAcrossLanguages<typeof previous>(productKeys.detail('ar', 4));
    expect(keep(previous, { queryKey: productKeys.detail('en', 3) })).toBeUndefined();
    expect(keep(previous, { queryKey: productKeys.detail('ar', 3) })).toBeUndefined();
    expect(keep(undefined, undefined)).toBeUndefined();
    expect(keepAcrossLanguages<unknown>(storeKeys.info('en'))(previous, { queryKey: storeKeys.settings('ar') })).toBeUndefined();
  });
});
