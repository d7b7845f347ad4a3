import { Component, type ReactNode } from 'react';
import { en } from '../i18n/en.ts';

/**
 * Last line of defence: when the error page itself throws, show a minimal
 * page that depends on nothing else (spec §8). Plain <a>, no router hooks.
 */
export function ErrorPageFailed() {
  return (
    <main id="main" className="container error-page">
      <h1 lang="en">{en.error.failedTitle}</h1>
      <p>
        <a href="/" lang="en">
          {en.error.failedLink}
        </a>
      </p>
    </main>
  );
}

interface State {
  failed: boolean;
}

export class SafeBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error('The error page failed to render:', error);
  }

  override render() {
    return this.state.failed ? <ErrorPageFailed /> : this.props.children;
  }
}
