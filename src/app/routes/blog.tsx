import { useTranslation } from 'react-i18next';
import { PageMeta } from '@/components/page-meta';
import { PageTitle } from '@/components/ui/page-title';
import { BlogList } from '@/features/blog/blog-list';

/** /ourblog. */
export default function Page() {
  const { t } = useTranslation(['blog', 'common']);
  const title = t('common:pages.blog');
  return (
    <div className="mx-auto max-w-7xl px-4">
      <PageMeta title={title} description={t('blog:list.description')} />
      <PageTitle title={title} />
      <BlogList />
    </div>
  );
}
