import { Link } from 'react-router-dom';
import { Skeleton } from '@/components/ui/skeleton';
import { StorageImage } from '@/components/ui/storage-image';
import { paths } from '@/config/paths';
import { useLanguage } from '@/i18n/use-language';
import { localizedName } from '@/lib/localized';
import type { Brand } from '@/types/api';

/** A brand tile (400 × 400 logo) linking to /brand/{id}. */
export function BrandCard({ brand, sizes = '(min-width: 1024px) 18vw, (min-width: 640px) 30vw, 45vw' }: { brand: Brand; sizes?: string }) {
  const language = useLanguage();
  return (
    <Link
      to={paths.brand(brand.id)}
      className="group flex flex-col items-center gap-3 rounded-2xl border border-stone-200 bg-white p-4 text-center transition hover:border-brand-300 hover:shadow-md"
    >
      <StorageImage
        img={brand.img}
        srcWidth={300}
        widths={[150, 300, 400]}
        sizes={sizes}
        alt=""
        width={400}
        height={400}
        loading="lazy"
        decoding="async"
        className="aspect-square h-auto w-full rounded-xl object-contain"
      />
      <span className="font-medium text-ink group-hover:text-brand-700">{localizedName(brand, language)}</span>
    </Link>
  );
}

export function BrandCardSkeleton() {
  return <Skeleton className="aspect-[4/5] w-full rounded-2xl" />;
}
