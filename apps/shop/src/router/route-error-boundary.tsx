import { Component, type ComponentType, type ReactNode } from 'react';

interface Props {
  readonly Fallback: ComponentType<{ readonly onRetry: () => void }>;
  /** Where the shopper is: another address is another page, shown afresh. */
  readonly resetKey: string;
  readonly children: ReactNode;
}

interface State {
  readonly failed: boolean;
  readonly resetKey: string;
}

/**
 * A page that throws while rendering shows `Fallback` in its place (the layout around it stays);
 * Try again renders the page again, and navigating elsewhere clears it. The error reaches the
 * console once, through React's root (`onCaughtError`, console.error by default), not from here.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  private readonly retry = () => {
    this.setState({ failed: false });
  };

  override render(): ReactNode {
    const { Fallback, children } = this.props;
    return this.state.failed ? <Fallback onRetry={this.retry} /> : children;
  }
}
