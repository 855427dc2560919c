/** The blog search matches the title case-insensitively ("Lists and pages"). */
import type { BlogPost } from '@/types/api';

export function filterPostsByTitle<T extends Pick<BlogPost, 'title'>>(posts: readonly T[], query: string): T[] {
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return [...posts];
  return posts.filter((post) => post.title.toLocaleLowerCase().includes(needle));
}

/** Dates for posts are the first 10 characters of the creation date: the day, YYYY-MM-DD. */
export const postDate = (post: Pick<BlogPost, 'created_at'>) => post.created_at.slice(0, 10);
