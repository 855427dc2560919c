import { useBrands } from '@/api/catalog/brands';
import { useCategories } from '@/api/catalog/categories';
import { useLanguage } from '@/i18n/use-language';
import { localizedName } from '@/lib/localized';

/** The name of a category, from the (cached) category list, for /category/:id's heading. */
export function useCategoryName(id: number): string | null {
  const language = useLanguage();
  const category = useCategories().data?.data.find((c) => c.id === id);
  return category ? localizedName(category, language) : null;
}

/** The name of a brand, from the (cached) brand list, for /brand/:id's heading. */
export function useBrandName(id: number): string | null {
  const language = useLanguage();
  const brand = useBrands().data?.find((b) => b.id === id);
  return brand ? localizedName(brand, language) : null;
}
