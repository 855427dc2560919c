import { HttpResponse, http } from 'msw';
import { apiPath, requestLanguage } from '../api';
import { blogPosts } from '../fixtures/catalog';

export const blogsHandlers = [
  http.get(apiPath('/api/blogs'), ({ request }) => HttpResponse.json({ data: blogPosts[requestLanguage(request)] })),
  http.get(apiPath('/api/blogs/:id'), ({ request, params }) => {
    const found = blogPosts[requestLanguage(request)].find((p) => p.id === Number(params.id));
    return found ? HttpResponse.json(found) : HttpResponse.json({ message: 'Post not found' }, { status: 404 });
  }),
];
