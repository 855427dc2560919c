import { serviceWorkerSetting } from '../../scripts/service-worker-setting';

describe('VITE_SERVICE_WORKER', () => {
  it('is on unless set to off', () => {
    expect(serviceWorkerSetting(undefined)).toBe(true);
    expect(serviceWorkerSetting('')).toBe(true);
    expect(serviceWorkerSetting('on')).toBe(true);
    expect(serviceWorkerSetting(' off ')).toBe(false);
  });

  it('refuses any other value with a clear message, so a typo never ships the wrong build', () => {
    expect(() => serviceWorkerSetting('no')).toThrow('VITE_SERVICE_WORKER must be "on" or "off", got "no"');
  });
});
