import { isStaffPath, useBasePath } from '../../../lib/base-path';
import { PublicHome } from './public-home';
import { StaffHome } from './staff-home';

/** Home of each URL kind: `/`, `/admin/`, `/employee1/`. */
export function HomeScreen() {
  return isStaffPath(useBasePath()) ? <StaffHome /> : <PublicHome />;
}
