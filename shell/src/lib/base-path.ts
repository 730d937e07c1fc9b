import type { BasePath } from '@app/shared';
import { createContext, useContext } from 'react';

export { isStaffAllowed, isStaffPath, pageClassName } from './url-kinds';

/** The URL kind of spec §1 the current page belongs to; the route table's layouts provide it. */
export const BasePathContext = createContext<BasePath>('');

/** '' for the public site, '/admin' or '/employee1' for the back office. */
export const useBasePath = () => useContext(BasePathContext);
