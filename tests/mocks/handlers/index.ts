import { accountHandlers } from './accounts';
import { storeHandlers } from './store';

/** One module per API resource, mirroring src/api. */
export const handlers = [...accountHandlers, ...storeHandlers];
