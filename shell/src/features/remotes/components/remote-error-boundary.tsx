import { Component, type ErrorInfo, type ReactNode } from 'react';

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
    return (
      <div className="remote-error" role="alert">
        <p>This part of the site could not be loaded.</p>
        <button type="button" onClick={this.props.onRetry}>
          Retry
        </button>
      </div>
    );
  }
}
