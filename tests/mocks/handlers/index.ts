import { storeHandlers } from './store';

/** One module per API resource, mirroring src/api. */
export const handlers = [...storeHandlers];
