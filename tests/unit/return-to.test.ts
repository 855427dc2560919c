import { returnPath } from '@/features/auth/return-to';

describe('returnPath', () => {
  it('returns to the remembered origin with its query and hash', () => {
    expect(returnPath({ state: { from: { pathname: '/cart', search: '?a=1', hash: '#x' } } })).toBe('/cart?a=1#x');
  });

  it.each([null, {}, { from: { pathname: 'https://evil.example' } }, { from: { pathname: '//evil.example' } }, { from: { pathname: '/login' } }])(
    'goes home for %o',
    (state) => {
      expect(returnPath({ state })).toBe('/');
    },
  );
});
