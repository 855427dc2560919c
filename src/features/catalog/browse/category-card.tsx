import { Link } from 'react-router-dom';
import { Skeleton } from '@/components/ui/skeleton';
import { StorageImage } from '@/components/ui/storage-image';
import { paths } from '@/config/paths';
import { useLanguage } from '@/i18n/use-language';
import { localizedName } from '@/lib/localized';
import type { Category } from '@/types/api';

/** A category tile (600 × 600 image) linking to /category/{id}. */
export function CategoryCard({ category, sizes = '(min-width: 1024px) 16vw, (min-width: 768px) 25vw, 50vw' }: { category: Category; sizes?: string }) {
  const language = useLanguage();
  const name = localizedName(category, language);
  return (
    <Link to={paths.category(category.id)} className="group flex flex-col items-center gap-3 rounded-2xl text-center">
      <span className="block w-full overflow-hidden rounded-2xl bg-brand-50">
        <StorageImage
          img={category.img_url}
          srcWidth={400}
          widths={[200, 300, 400, 600]}
          sizes={sizes}
          alt=""
          width={600}
          height={600}
          loading="lazy"
          decoding="async"
          className="aspect-square h-auto w-full object-cover transition duration-500 group-hover:scale-105"
        />
      </span>
      <span className="font-medium text-ink group-hover:text-brand-700">{name}</span>
    </Link>
  );
}

export function CategoryCardSkeleton() {
  return (
    <div className="flex flex-col items-center gap-3">
      <Skeleton className="aspect-square w-full rounded-2xl" />
      <Skeleton className="h-4 w-2/3" />
    </div>
  );
}
