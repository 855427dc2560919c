/**
 * The Leaflet map of /map (loaded with that page only). Tiles come from VITE_MAP_TILE_URL with
 * their attribution; if they fail, the map still renders with its marker and a note says so.
 */
import 'leaflet/dist/leaflet.css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MapContainer, Marker, Popup, TileLayer } from 'react-leaflet';
import { MAP_ZOOM } from '@/components/map/defaults';
import { markerIcon } from '@/components/map/marker-icon';
import { MapControls } from '@/components/map/map-controls';
import { env } from '@/config/env';

export default function StoreMap({ center, location }: { center: [number, number]; location: string }) {
  const { t } = useTranslation('contact');
  const [tilesFailed, setTilesFailed] = useState(false);
  return (
    <div className="flex flex-col gap-3">
      <div role="region" aria-label={t('map.label')} className="relative z-0 h-[400px] overflow-hidden rounded-3xl border border-stone-200 bg-brand-50">
        <MapContainer center={center} zoom={MAP_ZOOM} scrollWheelZoom={false} className="size-full" attributionControl={false} zoomControl={false}>
          <MapControls />
          <TileLayer url={env.mapTileUrl} attribution={env.mapTileAttribution} eventHandlers={{ tileerror: () => setTilesFailed(true) }} />
          <Marker position={center} icon={markerIcon} alt={t('map.marker')}>
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
