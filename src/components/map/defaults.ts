/** Maps start at Riyadh (24.7136, 46.6753), zoom 13 ("Numbers the shop keeps"). */
export const RIYADH: [number, number] = [24.7136, 46.6753];
export const MAP_ZOOM = 13;
