import { scriptJson } from '@/lib/seo';

/**
 * schema.org data as JSON-LD, rendered with the page on the server and in the browser alike. A data
 * block is never run, so the CSP needs no hash for it; its text cannot end the script early.
 */
export function JsonLd({ data }: { data: object }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptJson(data) }} />;
}
