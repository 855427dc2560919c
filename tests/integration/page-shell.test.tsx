/**
 * The frame list and content pages share: the tab's title and description, the breadcrumb from
 * Home, the one h1, then the page's own content, in both languages.
 */
import { screen, within } from '@testing-library/react';
import { createRef } from 'react';
import { PageShell } from '@/components/page-shell';
import { renderWithProviders } from '../render';

it('sets the title and description, leads the breadcrumb from Home to the page, and heads the content with one h1', async () => {
  await renderWithProviders(
    <PageShell title="Linen" crumbs={[{ label: 'Categories', to: '/category' }, { label: 'Linen' }]} description="Linen for summer" intro={<p>Cool fabrics</p>}>
      <p>The list</p>
    </PageShell>,
    { route: '/category/4', language: 'en' },
  );
  await vi.waitFor(() => expect(document.title).toMatch(/^Linen \| /));
  expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', 'Linen for summer');
  const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
  expect(within(trail).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  expect(within(trail).getByRole('link', { name: 'Categories' })).toHaveAttribute('href', '/category');
  expect(within(trail).getByText('Linen')).toHaveAttribute('aria-current', 'page');
  const heading = screen.getByRole('heading', { level: 1 });
  expect(heading).toHaveTextContent('Linen');
  expect(heading).not.toHaveAttribute('tabindex');
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  // The intro sits under the heading, the content after both.
  expect(heading.compareDocumentPosition(screen.getByText('Cool fabrics')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  expect(screen.getByText('Cool fabrics').compareDocumentPosition(screen.getByText('The list')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
});

it('names the tab apart from the heading when asked, and lets a page focus its heading', async () => {
  const headingRef = createRef<HTMLHeadingElement>();
  const { container } = await renderWithProviders(
    <PageShell title="حسابي" metaTitle="طلباتي" headingRef={headingRef} className="pb-10">
      <p>المحتوى</p>
    </PageShell>,
    { route: '/profile', language: 'ar' },
  );
  await vi.waitFor(() => expect(document.title).toMatch(/^طلباتي \| /));
  const heading = screen.getByRole('heading', { level: 1, name: 'حسابي' });
  expect(headingRef.current).toBe(heading);
  expect(heading).toHaveAttribute('tabindex', '-1');
  // With no trail given, the breadcrumb is Home and the page.
  const trail = screen.getByRole('navigation', { name: 'مسار التنقل' });
  expect(within(trail).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['الرئيسية', 'حسابي']);
  expect(container.firstElementChild).toHaveClass('mx-auto', 'max-w-7xl', 'px-4', 'pb-10');
});
