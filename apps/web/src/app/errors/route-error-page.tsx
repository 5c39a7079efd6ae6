import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Center } from '@mantine/core';
import { SomethingWentWrong } from './something-went-wrong';

interface State {
  error: Error | null;
}

/** The last line of defence: a crash outside the shell (the shell keeps its own per-screen boundary). */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    reportError(Object.assign(error, { componentStack: info.componentStack }));
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <Center mih="100vh" bg="gray.0">
        <SomethingWentWrong onRetry={() => window.location.reload()} />
      </Center>
    );
  }
}
