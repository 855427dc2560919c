/**
 * The Leaflet map of /map (loaded with that page only). Tiles come from VITE_MAP_TILE_URL with
 * their attribution; if they fail, the map still renders with its marker and a note says so (R6).
 */
import 'leaflet/dist/leaflet.css';
import { Icon } from 'leaflet';
import markerIcon2x from 'leaflet/dist/images/marker-icon-2x.png';
import markerIcon from 'leaflet/dist/images/marker-icon.png';
import markerShadow from 'leaflet/dist/images/marker-shadow.png';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MapContainer, Marker, Popup, TileLayer } from 'react-leaflet';
import { env } from '@/config/env';

// Leaflet's default icon finds its images by CSS path, which a bundler breaks: name them here.
const markerIconOptions = new Icon({
  iconUrl: markerIcon,
  iconRetinaUrl: markerIcon2x,
  shadowUrl: markerShadow,
  iconSize: [25, 41],
  iconAnchor: [12, 41],
  popupAnchor: [1, -34],
  shadowSize: [41, 41],
});

export default function StoreMap({ center, location }: { center: [number, number]; location: string }) {
  const { t } = useTranslation('contact');
  const [tilesFailed, setTilesFailed] = useState(false);
  return (
    <div className="flex flex-col gap-3">
      <div role="region" aria-label={t('map.label')} className="relative z-0 h-[400px] overflow-hidden rounded-3xl border border-stone-200 bg-brand-50">
        <MapContainer center={center} zoom={13} scrollWheelZoom={false} className="size-full" attributionControl>
          <TileLayer url={env.mapTileUrl} attribution={env.mapTileAttribution} eventHandlers={{ tileerror: () => setTilesFailed(true) }} />
          <Marker position={center} icon={markerIconOptions} alt={t('map.marker')}>
            <Popup>
              <strong>{t('map.marker')}</strong>
              <br />
              {location}
            </Popup>
          </Marker>
        </MapContainer>
      </div>
      {tilesFailed && (
        <p role="status" className="text-sm text-stone-600">
          {t('map.tilesFailed', { location })}
        </p>
      )}
    </div>
  );
}
