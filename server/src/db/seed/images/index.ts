/**
 * Seed-time image generator ("Images"): flat fashion illustrations drawn as SVG and rasterised
 * with sharp. No fonts, no network, no randomness: the same input always gives the same picture.
 * Letters (brand tiles) are drawn with a small built-in stroke alphabet so that a machine
 * without fonts renders them identically.
 *
 * One module per subject: the garments by kind (clothes, shoes, bags, accessories, scarves), what
 * they share (colour, drawing, details, scene, raster), and the pictures the seed renders
 * (product, banner, logo, tiles).
 */
export { GARMENTS } from './garments';
export { garmentSvg, renderGarment, type GarmentImageOptions } from './product';
export { renderBanner, type BannerImageOptions } from './banner';
export { renderFavicon, renderLogo } from './logo';
export {
  renderAvatar,
  renderBlogImage,
  renderBrandTile,
  renderCategoryTile,
  type AvatarOptions,
  type BlogImageOptions,
  type BrandTileOptions,
  type CategoryTileOptions,
} from './tiles';
