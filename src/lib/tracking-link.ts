/**
 * Session storage `trackingLink`: a campaign's `?tracking_link_id=`, kept for the visit by
 * index.html's first script (ids of letters, digits, `-` and `_` only, as the API takes) and sent
 * with the order.
 */
export const TRACKING_LINK_KEY = 'trackingLink';

export function storedTrackingLink(): string | null {
  try {
    return sessionStorage.getItem(TRACKING_LINK_KEY);
  } catch {
    return null;
  }
}
