// Wraps an island in its own error boundary: Astro islands are separate React roots, so a
// crash in one (a navbar control, a tab list) must not take the others down. The fallback
// is compact, as it stands inside the chrome; it says what failed and offers 重试.
import type { ComponentType } from 'react';
import ErrorBoundary from './ErrorBoundary';
import { t } from '../lib/i18n';

export function withBoundary<P extends object>(Island: ComponentType<P>, message: string = t('ErrorPageContent.title')) {
  function Bounded(props: P) {
    return (
      <ErrorBoundary
        onError={(error) => console.error(`${Island.displayName ?? Island.name}: ${message}`, error)}
        fallback={({ error, tryAgain }) => (
          <span className="dz-island-error" role="alert">
            {message}
            {error instanceof Error ? `（${error.message}）` : null}
            <button type="button" className="dz-island-error__retry" onClick={tryAgain}>
              {t('ErrorPageContent.tryAgain')}
            </button>
          </span>
        )}
      >
        <Island {...props} />
      </ErrorBoundary>
    );
  }
  Bounded.displayName = `withBoundary(${Island.displayName ?? Island.name})`;
  return Bounded;
}
