import { cssColor } from '@/features/catalog/swatch-color';

describe('cssColor (the contract\'s specs)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('answers null where CSS cannot be asked (the server, jsdom)', () => {
    expect(cssColor('black')).toBeNull();
  });

  it('answers a value CSS takes as a colour, and null for a name it does not know or one that paints nothing', () => {
    const known = new Set(['black', 'navy', '#1a1a1a', 'transparent', 'currentcolor', 'inherit', 'var(--x)']);
    vi.stubGlobal('CSS', { supports: (property: string, value: string) => property === 'color' && known.has(value) });
    expect(cssColor('black')).toBe('black');
    expect(cssColor(' navy ')).toBe('navy');
    expect(cssColor('#1a1a1a')).toBe('#1a1a1a');
    for (const value of ['burgundy', 'emerald', '', 'transparent', 'currentcolor', 'inherit', 'var(--x)']) expect(cssColor(value)).toBeNull();
  });
});
