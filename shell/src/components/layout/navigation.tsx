import { NavLink, useNavigate } from '@app/shared/router';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('shell');
  const { inmate, friend, staff } = session;
  // spec §2: the Inmates and Friends menus are "hidden … for staff", on every page, acting as someone or not.
  const accountMenus = !staffView && staff === undefined;

  const inmateItems: NavMenuItem[] = inmate
    ? [{ label: t('nav.acountInfo'), to: '/inmates/detail' }]
    : [{ label: t('nav.login'), to: '/inmates/login' }];
  const friendItems: NavMenuItem[] = friend
    ? [{ label: t('nav.acountInfo'), to: '/friends/detail' }]
    : [
        { label: t('nav.register'), to: '/friends/register' },
        { label: t('nav.login'), to: '/friends/login' },
      ];
  // The tools' keys are typed against the frame's catalogue (staff-tools.ts), so each one exists in both languages.
  const toolItems: NavMenuItem[] = STAFF_TOOLS[basePath].map((tool) => ({
    label: t(`tools.${tool.key}`),
    to: tool.to,
  }));

  const signOut = async () => {
    await logout().catch(() => undefined);
    await refreshSession();
    // spec §4: logout returns to the home route.
    navigate(`${basePath}/`);
  };

  return (
    <nav className="nav" aria-label={t('nav.label')}>
      <ul className="nav__list">
        <li className="nav__item">
          <NavLink className="nav__link" to={`${basePath}/`} end>
            {t('nav.home')}
          </NavLink>
        </li>
        {ready && accountMenus && !friend && <NavMenu label={t('nav.inmates')} items={inmateItems} />}
        {ready && accountMenus && !inmate && <NavMenu label={t('nav.friends')} items={friendItems} />}
        {ready && staffView && isStaffAllowed(session, basePath) && (
          <NavMenu label={t('nav.adminTools')} items={toolItems} />
        )}
        {(inmate || friend || staff) && (
          <li className="nav__item">
            <button type="button" className="nav__button" onClick={signOut}>
              {t('nav.logout')}
            </button>
          </li>
        )}
      </ul>
    </nav>
  );
}
