import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type Props = {
  onRetry: () => void;
  /** When it changes (the page's path, say), a failure shown is forgotten and the children render again. */
  resetKey?: string;
  children: ReactNode;
};
type State = { failed: boolean };

/**
 * Keeps a screen whose code did not load (a remote that is down, a shell chunk lost on a poor connection) or that
 * throws inside its own box, with Retry, so the navigation and the footer keep working.
 */
export class ScreenErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('A screen failed to load or render', error, info.componentStack);
  }

  override componentDidUpdate(previous: Props) {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ failed: false });
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return <ScreenFailure onRetry={this.props.onRetry} />;
  }
}

/** What the boundary shows in place of the failed screen (a function component, for the translation hook). */
function ScreenFailure({ onRetry }: { onRetry: () => void }) {
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
