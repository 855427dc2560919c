/**
 * The checkout map on /payment, loaded with this page only: 400 px high, starting at
 * Riyadh at zoom 13, tiles from VITE_MAP_TILE_URL with their attribution. A click picks the delivery
 * point and moves the marker, whose popup reads '📍 الموقع الحالي'. It moves to a place found by
 * search, keeps working when tiles cannot load, and lets keyboard users pick its centre.
 */
import 'leaflet/dist/leaflet.css';
import type { Map as LeafletMap } from 'leaflet';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MapContainer, Marker, Popup, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import { MAP_ZOOM, RIYADH } from '@/components/map/defaults';
import { markerIcon } from '@/components/map/marker-icon';
import { MapControls } from '@/components/map/map-controls';
import { Button } from '@/components/ui/button';
import { env } from '@/config/env';

type Point = { lat: number; lon: number };

function ClickToPick({ onPick }: { onPick: (lat: number, lon: number) => void }) {
  useMapEvents({ click: (event) => onPick(event.latlng.lat, event.latlng.lng) });
  return null;
}

/** Shows a place found by search, close enough to see its streets. */
function MoveTo({ lat, lon }: { lat: number | undefined; lon: number | undefined }) {
  const map = useMap();
  useEffect(() => {
    if (lat !== undefined && lon !== undefined) map.setView([lat, lon], Math.max(map.getZoom(), MAP_ZOOM));
  }, [map, lat, lon]);
  return null;
}

export default function AddressMap({ marker, found, onPick }: { marker: Point | null; found: Point | null; onPick: (lat: number, lon: number) => void }) {
  const { t } = useTranslation('checkout');
  const [map, setMap] = useState<LeafletMap | null>(null);
  const [tilesFailed, setTilesFailed] = useState(false);
  const pickCentre = () => {
    if (!map) return;
    const centre = map.getCenter();
    onPick(centre.lat, centre.lng);
  };
  return (
    <div className="flex flex-col gap-2">
      <div role="region" aria-label={t('address.mapLabel')} className="relative z-0 h-[400px] overflow-hidden rounded-2xl border border-stone-200 bg-brand-50">
        <MapContainer ref={setMap} center={RIYADH} zoom={MAP_ZOOM} className="size-full" attributionControl={false} zoomControl={false}>
          <MapControls />
          <TileLayer url={env.mapTileUrl} attribution={env.mapTileAttribution} eventHandlers={{ tileerror: () => setTilesFailed(true) }} />
          <ClickToPick onPick={onPick} />
          <MoveTo lat={found?.lat} lon={found?.lon} />
          {marker && (
            <Marker position={[marker.lat, marker.lon]} icon={markerIcon} alt={t('address.marker')}>
              <Popup>{t('address.marker')}</Popup>
            </Marker>
          )}
        </MapContainer>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-stone-600">
        <p>{t('address.mapHint')}</p>
        <Button variant="ghost" className="px-3 py-1.5 text-sm" onClick={pickCentre} disabled={!map}>
          {t('address.useCentre')}
        </Button>
      </div>
      {tilesFailed && (
        <p role="status" className="text-sm text-stone-600">
          {t('address.tilesFailed')}
        </p>
      )}
    </div>
  );
}
