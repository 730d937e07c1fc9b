import { lazy, Suspense, useMemo, useState } from 'react';
import { ScreenErrorBoundary } from '../../../components/screen-error-boundary';
import { useBasePath } from '../../../lib/base-path';
import { useSession } from '../../../lib/session/session-context';
import { loadRemoteApp } from '../api/load-remote-app';
import type { RemoteName } from '../remote-owners';
import { ScreenSkeleton } from './screen-skeleton';

/** One remote's ./App with the shell's props, inside an error boundary with Retry. */
export function RemoteScreen({ name }: { name: RemoteName }) {
  const basePath = useBasePath();
  const { session, refreshSession } = useSession();
  const [attempt, setAttempt] = useState(0);
  // A React.lazy component remembers its failure: every attempt needs a fresh one.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is what makes a new lazy component
  const RemoteApp = useMemo(() => lazy(() => loadRemoteApp(name)), [name, attempt]);
  return (
    <ScreenErrorBoundary key={`${name}:${attempt}`} onRetry={() => setAttempt((value) => value + 1)}>
      <Suspense fallback={<ScreenSkeleton />}>
        <RemoteApp basePath={basePath} session={session} refreshSession={refreshSession} />
      </Suspense>
    </ScreenErrorBoundary>
  );
}
