import { useTranslation } from 'react-i18next';
import { PageShell } from '@/components/page-shell';
import { BlogList } from '@/features/blog/list/blog-list';

/** /ourblog. */
export default function Page() {
  const { t } = useTranslation(['blog', 'common']);
  const title = t('common:pages.blog');
  return (
    <PageShell title={title} description={t('blog:list.description')}>
      <BlogList />
    </PageShell>
  );
}
