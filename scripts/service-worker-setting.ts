/**
 * `VITE_SERVICE_WORKER`, read when the shop is built: `on` (the default) builds the service worker;
 * `off` builds one that removes itself and everything it kept, so that a shop which had one is rid
 * of it at the next visit.
 */
export function serviceWorkerSetting(value: string | undefined): boolean {
  const setting = value?.trim() || 'on';
  if (setting !== 'on' && setting !== 'off') throw new Error(`VITE_SERVICE_WORKER must be "on" or "off", got "${setting}"`);
  return setting === 'on';
}
