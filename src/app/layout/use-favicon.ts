import { useEffect } from 'react';
import { useSettings } from '@/api/store';
import { apiAssetUrl } from '@/lib/asset-url';

/** The favicon comes from the first settings entry's logo; index.html holds a fallback. */
export function useFavicon(): void {
  const { data: settings } = useSettings();
  const logo = settings?.logo_url;
  useEffect(() => {
    if (!logo) return;
    const link = document.querySelector<HTMLLinkElement>('link[rel="icon"]') ?? document.createElement('link');
    link.rel = 'icon';
    link.removeAttribute('type');
    link.href = apiAssetUrl(logo);
    if (!link.isConnected) document.head.append(link);
  }, [logo]);
}
