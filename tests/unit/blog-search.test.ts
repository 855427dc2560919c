import fc from 'fast-check';
import { filterPostsByTitle, postDate } from '@/features/blog/blog-search';

const posts = [{ title: 'Choosing a Winter Abaya' }, { title: 'Colours of the season' }, { title: 'ألوان الموسم' }];

describe('blog search', () => {
  it('matches the title case-insensitively, anywhere in it', () => {
    expect(filterPostsByTitle(posts, 'winter abaya')).toEqual([posts[0]]);
    expect(filterPostsByTitle(posts, 'SEASON')).toEqual([posts[1]]);
    expect(filterPostsByTitle(posts, 'الموسم')).toEqual([posts[2]]);
    expect(filterPostsByTitle(posts, '  ')).toEqual(posts);
    expect(filterPostsByTitle(posts, 'silk')).toEqual([]);
  });

  it('always finds a post by any piece of its own title, in any case (property)', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), fc.nat(), fc.nat(), (title, a, b) => {
        const from = a % title.length;
        const piece = title.slice(from, from + 1 + (b % (title.length - from)));
        if (!piece.trim()) return;
        expect(filterPostsByTitle([{ title }], piece.toUpperCase())).toHaveLength(filterPostsByTitle([{ title }], piece.toLowerCase()).length);
        expect(filterPostsByTitle([{ title }], piece)).toHaveLength(1);
      }),
    );
  });

  it('dates a post by the first 10 characters of its creation date', () => {
    expect(postDate({ created_at: '2026-10-05T08:30:00.000Z' })).toBe('2026-10-05');
  });
});
