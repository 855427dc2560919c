import { useTranslation } from 'react-i18next';
import { ZoomControl } from 'react-leaflet';

/** Leaflet's zoom buttons, named in the page's language (the map is created with zoomControl={false}). */
export function ZoomButtons() {
  const { t } = useTranslation();
  return <ZoomControl position="topleft" zoomInTitle={t('map.zoomIn')} zoomOutTitle={t('map.zoomOut')} />;
}
