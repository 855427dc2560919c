import { useTranslation } from 'react-i18next';
import { AttributionControl, ZoomControl, useMapEvents } from 'react-leaflet';

/**
 * Leaflet's own controls in the page's language. The map is created with
 * `zoomControl={false}` and `attributionControl={false}`, and this puts them back: the zoom buttons
 * with translated names, the attribution with a translated title on Leaflet's link, and each
 * popup's close button (which Leaflet names "Close popup") renamed when it opens.
 */
export function MapControls() {
  const { t } = useTranslation();
  useMapEvents({
    popupopen: ({ popup }) => popup.getElement()?.querySelector('.leaflet-popup-close-button')?.setAttribute('aria-label', t('map.closePopup')),
  });
  const prefix = `<a href="https://leafletjs.com" title="${t('map.leafletTitle')}">Leaflet</a>`;
  return (
    <>
      <ZoomControl position="topleft" zoomInTitle={t('map.zoomIn')} zoomOutTitle={t('map.zoomOut')} />
      <AttributionControl position="bottomright" prefix={prefix} />
    </>
  );
}
