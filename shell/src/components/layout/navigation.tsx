import { NavLink, useNavigate } from 'react-router-dom';
import { isStaffAllowed, isStaffPath, useBasePath } from '../../lib/base-path';
import { logout } from '../../lib/session/api/logout';
import { useSession } from '../../lib/session/session-context';
import { STAFF_TOOLS } from '../../lib/staff-tools';
import { NavMenu, type NavMenuItem } from './nav-menu';

/** The navigation of spec §2 "Navigation" (the menu texts, including "Acount Info", are the spec's). */
export function Navigation() {
  const basePath = useBasePath();
  const { session, ready, refreshSession } = useSession();
  const navigate = useNavigate();
  const staffView = isStaffPath(basePath);
  const { inmate, friend, staff } = session;

  const inmateItems: NavMenuItem[] = inmate
    ? [{ label: 'Acount Info', to: '/inmates/detail' }]
    : [{ label: 'Login', to: '/inmates/login' }];
  const friendItems: NavMenuItem[] = friend
    ? [{ label: 'Acount Info', to: '/friends/detail' }]
    : [
        { label: 'Register', to: '/friends/register' },
        { label: 'Login', to: '/friends/login' },
      ];

  const signOut = async () => {
    await logout().catch(() => undefined);
    await refreshSession();
    // spec §4: logout returns to the home route.
    navigate(`${basePath}/`);
  };

  return (
    <nav className="nav" aria-label="Main">
      <ul className="nav__list">
        <li className="nav__item">
          <NavLink className="nav__link" to={`${basePath}/`} end>
            Home
          </NavLink>
        </li>
        {ready && !staffView && !friend && <NavMenu label="Inmates" items={inmateItems} />}
        {ready && !staffView && !inmate && <NavMenu label="Friends" items={friendItems} />}
        {ready && staffView && isStaffAllowed(session, basePath) && (
          <NavMenu label="Admin Tools" items={STAFF_TOOLS[basePath]} />
        )}
        {(inmate || friend || staff) && (
          <li className="nav__item">
            <button type="button" className="nav__button" onClick={signOut}>
              Logout
            </button>
          </li>
        )}
      </ul>
    </nav>
  );
}
