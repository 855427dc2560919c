/** Spec §2, §9: maps start at Riyadh (24.7136, 46.6753), zoom 13. */
export const RIYADH: [number, number] = [24.7136, 46.6753];
export const MAP_ZOOM = 13;
