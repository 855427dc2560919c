/** The home page's blog section: a carousel with previous and next buttons. */
import { useBlogPosts } from '@/api/content/blogs';
import { Carousel } from '@/components/carousel/carousel';
import { StaticRow } from '@/components/carousel/carousel-parts';
import { LoadFailed } from '@/components/ui/load-failed';
import { BlogCard, BlogCardSkeleton } from './blog-card';

export function BlogCarousel({ label, controls }: { label: string; controls: { previous: string; next: string } }) {
  const posts = useBlogPosts();
  if (posts.isPending) return <StaticRow preset="posts" slides={[0, 1, 2].map((i) => <BlogCardSkeleton key={i} />)} />;
  if (posts.isError) return <LoadFailed onRetry={posts.refetch} />;
  if (!posts.data.length) return null;
  return (
    <Carousel preset="posts" label={label} controls={controls}>
      {posts.data.map((post) => (
        <BlogCard key={post.id} post={post} />
      ))}
    </Carousel>
  );
}
