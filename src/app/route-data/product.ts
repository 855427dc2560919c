/** A product page's product, and the brands, which name the product's brand in its structured data (features/catalog/product/product-meta.ts). */
import { brandsQuery } from '@/api/catalog/brands';
import { productQuery } from '@/api/catalog/products';
import type { RouteLoader } from '../route-data';

const productData: RouteLoader = ({ params, language }) => [productQuery(language, Number(params.id)), brandsQuery()];

export default productData;
