import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { PageMeta } from '@/components/page-meta';
import { PageTitle } from '@/components/ui/page-title';

/**
 * A route whose screen a later issue builds: it renders only its breadcrumb and heading.
 * README.md's status table lists every route still served by this.
 */
export default function PlaceholderPage({ titleKey }: { titleKey: ParseKeys }) {
  const { t } = useTranslation();
  const title = t(titleKey);
  return (
    <div className="mx-auto max-w-7xl px-4">
      <PageMeta title={title} />
      <PageTitle title={title} />
    </div>
  );
}
