import { useTranslation } from 'react-i18next';
import { useSettings } from '@/api/store';

export interface PageMetaProps {
  /** The page's own title; omitted on the home page. */
  title?: string;
  description?: string;
  keywords?: string;
}

/**
 * Per-page title, description and keywords (spec §2). React 19 hoists these tags into
 * <head>; defaults come from the first settings entry.
 */
export function PageMeta({ title, description, keywords }: PageMetaProps) {
  const { t } = useTranslation();
  const { data: settings } = useSettings();
  const storeName = settings?.name || t('brand.name');
  return (
    <>
      <title>{title ? `${title} | ${storeName}` : storeName}</title>
      <meta name="description" content={description ?? settings?.seo_description ?? ''} />
      <meta name="keywords" content={keywords ?? settings?.seo_keywords ?? ''} />
    </>
  );
}
