import { useEffect } from 'react';
import { useSettings } from '@/api/store';
import { apiAssetUrl } from '@/lib/asset-url';

/** The favicon comes from the first settings entry's logo; index.html holds a fallback. */
export function useFavicon(): void {
  const { data: settings } = useSettings();
  const logo = settings?.logo_url;
  useEffect(() => {
    if (!logo) return;
    // The build's icons (an .ico and an .svg) give way to the store's logo, which a browser would
    // otherwise pass over for the vector one.
    const [first, ...others] = document.querySelectorAll<HTMLLinkElement>('link[rel="icon"]');
    others.forEach((other) => other.remove());
    const link = first ?? document.createElement('link');
    link.rel = 'icon';
    link.removeAttribute('type');
    link.removeAttribute('sizes');
    link.href = apiAssetUrl(logo);
    if (!link.isConnected) document.head.append(link);
  }, [logo]);
}
