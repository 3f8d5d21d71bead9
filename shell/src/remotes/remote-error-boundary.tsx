import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  /** Rendered instead of the children once they have thrown. */
  fallback: (retry: () => void) => ReactNode;
  /** Forgets the failed load; called on Retry and when a failed section is left, so coming back tries again. */
  onRetry: () => void;
  children: ReactNode;
}

interface State {
  failed: boolean;
}

/** Catches a remote that fails to load or render, so one broken section never blanks the page. */
export class RemoteErrorBoundary extends Component<Props, State> {
  state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('A remote section failed to load', error, info.componentStack);
  }

  componentWillUnmount(): void {
    if (this.state.failed) this.props.onRetry();
  }

  private retry = () => {
    this.props.onRetry();
    this.setState({ failed: false });
  };

  render(): ReactNode {
    return this.state.failed ? this.props.fallback(this.retry) : this.props.children;
  }
}
