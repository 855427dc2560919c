/** Arabic shows `name`; English shows `name_en`, falling back to `name`. */
import type { Lang } from '@shared/lang';

export function localizedName(entity: { name: string; name_en?: string | null }, language: Lang): string {
  return language === 'en' ? entity.name_en || entity.name : entity.name;
}

/** A product's description in the language, with the same fallback as its name. */
export function localizedDescription(product: { description: string; description_en?: string | null }, language: Lang): string {
  return language === 'en' ? product.description_en || product.description : product.description;
}
