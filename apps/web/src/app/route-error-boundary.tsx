import { messages } from '@copyvest/shared';
import { Component, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { logError } from '@/lib/log-error';

type Props = { children: ReactNode; resetKey: string };
type State = { error: unknown; resetKey: string };

/**
 * Catches a page that fails to load or render (for example a code chunk gone after a deploy)
 * and offers a reload; moving to another page clears it.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown): void {
    logError(error);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <div
        role="alert"
        className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-4 text-center"
      >
        <h1 className="text-3xl font-semibold tracking-tight">{messages.pages.errorTitle}</h1>
        <p className="mt-3 text-slate-600 dark:text-slate-400">{messages.pages.errorText}</p>
        <Button className="mt-8" onClick={() => window.location.reload()}>
          {messages.pages.reload}
        </Button>
      </div>
    );
  }
}
