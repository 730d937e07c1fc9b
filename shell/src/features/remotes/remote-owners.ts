import type { BasePath } from '@app/shared';
import { basePathOf } from '../../lib/url-kinds';

export const REMOTE_NAMES = ['offers', 'account', 'friends', 'admin'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

const PUBLIC_SCREENS: Record<string, RemoteName> = {
  'inmates/register': 'offers',
  'inmates/paymentmethod': 'offers',
  'inmates/detail': 'account',
  'friends/register': 'friends',
  'friends/profile': 'friends',
  'friends/detail': 'friends',
};

/**
 * Which remote owns which screen, per URL kind (spec §2 routes, docs/architecture.md). Paths are relative
 * to the prefix, exactly as the remote's own <Routes> see them.
 */
export const REMOTE_SCREENS: Record<BasePath, Record<string, RemoteName>> = {
  '': PUBLIC_SCREENS,
  '/admin': {
    ...PUBLIC_SCREENS,
    jails: 'admin',
    inmates: 'admin',
    friends: 'admin',
    'friends/payouts': 'admin',
    offers: 'admin',
    files: 'admin',
    employees: 'admin',
    settings: 'admin',
  },
  '/employee1': {
    'inmates/detail': 'account',
    inmates: 'admin',
    files: 'admin',
  },
};

/** The remote that owns `path` (relative to the prefix, trailing slashes ignored), if any. */
export function findRemote(basePath: BasePath, path: string): RemoteName | undefined {
  return REMOTE_SCREENS[basePath][path.replace(/\/+$/, '')];
}

/** The remote that owns the screen at a full `pathname` (prefix included), if any. */
export function remoteOfPage(pathname: string): RemoteName | undefined {
  const basePath = basePathOf(pathname);
  return findRemote(basePath, pathname.slice(basePath.length).replace(/^\/+/, ''));
}
