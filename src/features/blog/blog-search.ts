/** R10: the blog search matches the title case-insensitively (spec §2 said case-sensitive). */
import type { BlogPost } from '@/types/api';

export function filterPostsByTitle<T extends Pick<BlogPost, 'title'>>(posts: readonly T[], query: string): T[] {
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return [...posts];
  return posts.filter((post) => post.title.toLocaleLowerCase().includes(needle));
}

/** Dates for posts are the first 10 characters of the creation date (spec §9). */
export const postDate = (post: Pick<BlogPost, 'created_at'>) => post.created_at.slice(0, 10);
