import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { apiPath } from '../mocks/api';
import { server } from '../mocks/server';
import { findHeading, renderApp } from '../render';

// Pages load their code and strings lazily; on a busy machine that can outlast the default 1 s.

describe('/ourblog', () => {
  it('lists posts with image, author, date, title and description, each linking to its post', async () => {
    await renderApp({ route: '/ourblog' });
    expect(await findHeading('Our blog')).toBeInTheDocument();
    const card = (await screen.findByRole('link', { name: 'Choosing a Winter Abaya' })).closest('article')!;
    expect(within(card).getByRole('link', { name: 'Choosing a Winter Abaya' })).toHaveAttribute('href', '/post/1');
    // One named link per card: no second, nameless one around the image (WCAG 2.4.4).
    expect(within(card).getAllByRole('link')).toHaveLength(1);
    expect(within(card).getByText('By Haya')).toBeInTheDocument();
    expect(within(card).getByText('2026-10-05')).toBeInTheDocument();
    expect(within(card).getByText('An abaya guide')).toBeInTheDocument();
    expect(card.querySelector('img')?.getAttribute('srcset')).toMatch(/blog\/1\.webp\?w=400 400w/);
    expect(screen.getByText('3 articles')).toBeInTheDocument();
  });

  it("sums a post up on its card from its paragraphs, without its headings", async () => {
    const post = { id: 7, title: 'Caring for a White Thobe', description: '<p>Stays bright.</p>\n<h3>Washing</h3>\n<p>Keep whites apart.</p>', img_url: 'blog/7.webp', author: 'Abdulrahman', date: '2026-10-01', created_at: '2026-10-01T08:30:00.000Z' };
    server.use(http.get(apiPath('/api/blogs'), () => HttpResponse.json({ data: [post] })));
    await renderApp({ route: '/ourblog' });
    const card = (await screen.findByRole('link', { name: 'Caring for a White Thobe' })).closest('article')!;
    expect(within(card).getByText('Stays bright. Keep whites apart.')).toBeInTheDocument();
    expect(card).not.toHaveTextContent('Washing');
  });

  it('searches titles case-insensitively, and says when nothing matches', async () => {
    const app = await renderApp({ route: '/ourblog' });
    const search = await screen.findByRole('searchbox', { name: 'Search articles' });
    await app.user.type(search, 'WINTER');
    expect(screen.getByRole('link', { name: 'Choosing a Winter Abaya' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Caring for silk' })).not.toBeInTheDocument();
    expect(screen.getByText('1 article')).toBeInTheDocument();
    await app.user.clear(search);
    await app.user.type(search, 'velvet');
    expect(screen.getByText('No articles match “velvet”.')).toBeInTheDocument();
  });

  it('searches Arabic titles in Arabic', async () => {
    const app = await renderApp({ route: '/ourblog', language: 'ar' });
    await app.user.type(await screen.findByRole('searchbox', { name: 'ابحث في المقالات' }), 'الموسم');
    expect(screen.getByRole('link', { name: 'ألوان الموسم' })).toBeInTheDocument();
    expect(screen.getByText('مقال واحد')).toBeInTheDocument();
  });

  it('shows the empty state and the load error', async () => {
    server.use(http.get(apiPath('/api/blogs'), () => HttpResponse.json({ data: [] })));
    const { unmount } = await renderApp({ route: '/ourblog' });
    expect(await screen.findByText('No articles yet.')).toBeInTheDocument();
    unmount();
    server.use(http.get(apiPath('/api/blogs'), () => HttpResponse.json({ message: 'down' }, { status: 500 })));
    await renderApp({ route: '/ourblog', language: 'ar' });
    expect(await screen.findByRole('alert')).toHaveTextContent('فشل في تحميل البيانات');
  });
});

describe('/post/:id', () => {
  it('shows the hero image, title, date as its first 10 characters, image, sanitised description and similar posts', async () => {
    server.use(
      http.get(apiPath('/api/blogs/2'), () =>
        HttpResponse.json({
          id: 2,
          title: 'Colours of the season',
          description: '<p>Rust and <em>sage</em>.</p><script>window.bad = 1</script>',
          img_url: 'blog/2.webp',
          author: 'Reem',
          date: '2026-09-20',
          created_at: '2026-09-20T08:30:00.000Z',
        }),
      ),
    );
    await renderApp({ route: '/post/2' });
    expect(await findHeading('Colours of the season')).toBeInTheDocument();
    expect(screen.getByText('Published on 2026-09-20')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Colours of the season' })).toBeInTheDocument();
    expect(screen.getByText('sage').tagName).toBe('EM');
    // Only the page's structured data, which the browser does not run; nothing from the description.
    expect(document.querySelector('main script:not([type="application/ld+json"])')).toBeNull();
    const similar = await screen.findByRole('region', { name: 'More articles' });
    await waitFor(() => expect(within(similar).getAllByRole('article')).toHaveLength(2));
    expect(within(similar).queryByRole('link', { name: 'Colours of the season' })).not.toBeInTheDocument();
  });

  it('says when a post does not exist, and shows the load error when it fails', async () => {
    const { unmount } = await renderApp({ route: '/post/404' });
    expect(await screen.findByText("We couldn't find this article.")).toBeInTheDocument();
    unmount();
    server.use(http.get(apiPath('/api/blogs/1'), () => HttpResponse.json({ message: 'down' }, { status: 500 })));
    await renderApp({ route: '/post/1' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load data');
  });
});
