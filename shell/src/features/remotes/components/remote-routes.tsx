import { useParams } from '@app/shared/router';
import { NotFound } from '../../../components/not-found';
import { useBasePath } from '../../../lib/base-path';
import { findRemote } from '../remote-owners';
import { RemoteScreen } from './remote-screen';

/**
 * The `*` route of each prefix: the screens the shell does not render itself belong to a remote. The remote is
 * mounted at the prefix, so its own <Routes> match paths such as `inmates/register` relative to it.
 */
export function RemoteRoutes() {
  const basePath = useBasePath();
  const path = useParams()['*'] ?? '';
  const name = findRemote(basePath, path);
  if (!name) return <NotFound />;
  return <RemoteScreen key={name} name={name} />;
}
