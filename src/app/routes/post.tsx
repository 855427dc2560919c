import { useParams } from 'react-router-dom';
import { BlogPostPage } from '@/features/blog/blog-post';

/** /post/:id. */
export default function Page() {
  const id = Number(useParams().id);
  return <BlogPostPage key={id} id={id} />;
}
