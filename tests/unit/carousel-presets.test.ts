import { carouselPresets, slidesInView } from '@/components/carousel/presets';

describe('slidesInView', () => {
  it('is the most slides any breakpoint shows, a partly visible one included', () => {
    expect(slidesInView(carouselPresets.single)).toBe(1);
    expect(slidesInView(carouselPresets.newArrivals)).toBe(3);
    expect(slidesInView(carouselPresets.categories)).toBe(6);
    expect(slidesInView(carouselPresets.products)).toBe(5);
    expect(slidesInView({ slidesPerView: 1.5, spaceBetween: 16, fallbackRow: '', fallbackSlide: '' })).toBe(2);
  });
});
