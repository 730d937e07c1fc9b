import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type Props = { onRetry: () => void; children: ReactNode };
type State = { failed: boolean };

/** Keeps a remote that is down (or throws) inside its own box, so navigation and footer keep working. */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('A remote failed to load or render', error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return <RemoteFailure onRetry={this.props.onRetry} />;
  }
}

/** What the boundary shows in place of a failed remote (a function component, for the translation hook). */
function RemoteFailure({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('shell');
  return (
    <div className="remote-error" role="alert">
      <p>{t('remote.failed')}</p>
      <button type="button" onClick={onRetry}>
        {t('remote.retry')}
      </button>
    </div>
  );
}
