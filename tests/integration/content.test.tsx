import { screen } from '@testing-library/react';
import { HttpResponse, delay, http } from 'msw';
import { apiPath } from '../mocks/api';
import { server } from '../mocks/server';
import { findHeading, renderApp } from '../render';

// Pages load their code and strings lazily; on a busy machine that can outlast the default 1 s.

describe('about and policies', () => {
  it('/about-us shows the last entry: title, sanitised HTML and image, with its breadcrumb', async () => {
    await renderApp({ route: '/about-us' });
    expect(await findHeading('About us')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'The Libas story' })).toBeInTheDocument();
    expect(screen.getByText('Saudi').tagName).toBe('STRONG');
    expect(screen.getByRole('img', { name: 'The Libas story' }).getAttribute('src')).toMatch(/about\/story\.webp/);
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent('About us');
    expect(screen.queryByText('Our old story')).not.toBeInTheDocument();
  });

  it.each([
    ['/privacy-policy', 'Privacy policy', 'We protect your data', '/api/privacy-policy'],
    ['/return-policy', 'Return policy', 'Returns within 14 days', '/api/returns-policy'],
  ])('%s shows the first entry, in the language asked for', async (route, title, text) => {
    await renderApp({ route });
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    // The entry's title repeats the page's name, so it is not shown twice.
    expect(screen.queryByRole('heading', { level: 2, name: title })).not.toBeInTheDocument();
    expect(screen.queryByText('Second')).not.toBeInTheDocument();
  });

  it.each([
    ['en', '/privacy-policy', '/api/privacy-policy', 'How we keep your data', 'Privacy policy'],
    ['ar', '/return-policy', '/api/returns-policy', 'كيف تُرجع طلبك', 'سياسة الاسترجاع'],
  ] as const)("heads a policy with its entry's own title, its page's name in the breadcrumb (%s)", async (language, route, call, title, pageName) => {
    server.use(http.get(apiPath(call), () => HttpResponse.json([{ id: 1, title, description: '<p>Text</p>', image: null }])));
    await renderApp({ route, language });
    expect(await findHeading(title)).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: language === 'en' ? 'Breadcrumb' : 'مسار التنقل' })).toHaveTextContent(pageName);
    expect(screen.queryByRole('heading', { level: 2, name: title })).not.toBeInTheDocument();
    expect(document.title).toContain(title);
  });

  it('shows the policy in Arabic', async () => {
    await renderApp({ route: '/return-policy', language: 'ar' });
    expect(await screen.findByText('استرجاع خلال ١٤ يومًا')).toBeInTheDocument();
  });

  it('shows a 10-line skeleton while a policy loads', async () => {
    server.use(
      http.get(apiPath('/api/privacy-policy'), async () => {
        await delay('infinite');
        return HttpResponse.json([]);
      }),
    );
    await renderApp({ route: '/privacy-policy' });
    const status = await screen.findByRole('status');
    expect(status.querySelectorAll('.animate-pulse')).toHaveLength(10);
  });

  it('shows the load error, and an empty message when there is no entry', async () => {
    server.use(http.get(apiPath('/api/returns-policy'), () => HttpResponse.json({ message: 'down' }, { status: 500 })));
    const { unmount } = await renderApp({ route: '/return-policy', language: 'ar' });
    expect(await screen.findByRole('alert')).toHaveTextContent('فشل في تحميل البيانات');
    unmount();
    server.use(http.get(apiPath('/api/about-us'), () => HttpResponse.json([])));
    await renderApp({ route: '/about-us' });
    expect(await screen.findByText('Our story is coming soon.')).toBeInTheDocument();
  });
});
