/** Blog posts (the contract's Blog post): the list is `{ data }`; both are localised by the server. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Lang } from '@shared/lang';
import { useLanguage } from '@/i18n/use-language';
import type { BlogPost } from '@/types/api';
import { keepAcrossLanguages } from '../across-languages';
import { getCatalogue } from '../client';

export type { BlogPost };

export const listBlogPosts = () => getCatalogue<{ data: BlogPost[] }>('/api/blogs').then((list) => list.data ?? []);
export const getBlogPost = (id: number) => getCatalogue<BlogPost>(`/api/blogs/${id}`);

export const blogKeys = {
  all: ['blogs'] as const,
  list: (language: Lang) => [...blogKeys.all, 'list', language] as const,
  detail: (language: Lang, id: number) => [...blogKeys.all, 'detail', language, id] as const,
};

export const blogPostsQuery = (language: Lang) =>
  queryOptions({ queryKey: blogKeys.list(language), queryFn: listBlogPosts, staleTime: 5 * 60_000, placeholderData: keepAcrossLanguages<BlogPost[]>(blogKeys.list(language)) });
export const blogPostQuery = (language: Lang, id: number) =>
  queryOptions({
    queryKey: blogKeys.detail(language, id),
    queryFn: () => getBlogPost(id),
    enabled: Number.isInteger(id) && id > 0,
    placeholderData: keepAcrossLanguages<BlogPost>(blogKeys.detail(language, id)),
  });

export function useBlogPosts() {
  return useQuery(blogPostsQuery(useLanguage()));
}

export function useBlogPost(id: number) {
  return useQuery(blogPostQuery(useLanguage(), id));
}
