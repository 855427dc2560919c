import { useParams } from 'react-router-dom';
import { ProductPage } from '@/features/catalog/product/product-page';
import { CatalogSlots } from '../catalog/catalog-slots';

/** /product/:id. */
export default function Page() {
  const id = Number(useParams().id);
  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <CatalogSlots>
        <ProductPage key={id} id={id} />
      </CatalogSlots>
    </div>
  );
}
