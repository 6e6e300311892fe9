// React error boundary and the crash screen ("页面已崩溃。", the error and its causes, a
// "重试" button that resets the boundary). Astro islands are separate React roots, so each
// island that may crash wraps its content in its own boundary; `CrashScreen` lets a small
// island show the crash screen over the page content ("layout") or over the whole page,
// chrome included ("page"), like an error outside the layout.
import { Component, useEffect, useLayoutEffect, useRef, useState, type ErrorInfo, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
// Its styles load with the first crash screen (React 19 hoists the link into <head>), not with
// every page: a crash is rare.
import crashStyles from '../styles/crash.css?url';
import { errorChain } from '../lib/error-chain';
import { t } from '../lib/i18n';

export interface FallbackParams {
  error: unknown;
  tryAgain: () => void;
}

interface Props {
  children?: ReactNode;
  fallback?: (params: FallbackParams) => ReactNode;
  onError?: (error: unknown, info: ErrorInfo) => void;
}

interface State {
  hasError: boolean;
  error: unknown;
}

export default class ErrorBoundary extends Component<Props, State> {
  override state: State = { hasError: false, error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { hasError: true, error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    this.props.onError?.(error, info);
  }

  tryAgain = () => this.setState({ hasError: false, error: null });

  override render() {
    if (!this.state.hasError) return this.props.children;
    const params = { error: this.state.error, tryAgain: this.tryAgain };
    return this.props.fallback ? this.props.fallback(params) : <ErrorPageContent {...params} />;
  }
}

/** Title, "重试" and the error messages with their causes. Takes focus when it appears. */
export function ErrorPageContent({ error, tryAgain, headingLevel = 2, bare = false }: FallbackParams & { headingLevel?: 1 | 2; bare?: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const chain = errorChain(error);
  return (
    <div className="dz-crash" role="alert" tabIndex={-1} ref={ref}>
      <link rel="stylesheet" href={crashStyles} precedence="default" />
      {/* Outside the layout the bare fallback stays in English, as on the reference site. */}
      <Heading className="dz-crash__title">{bare ? t('ErrorPageContent.bareTitle') : t('ErrorPageContent.title')}</Heading>
      <button type="button" className="dz-button" onClick={tryAgain}>
        {t('ErrorPageContent.tryAgain')}
      </button>
      <div className="dz-crash__errors">
        {chain.map((entry, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the chain of causes is built once and never reordered
          <p key={i} className="dz-crash__error">
            {i > 0 && <span className="dz-crash__cause">原因：</span>}
            {entry.message}
          </p>
        ))}
      </div>
    </div>
  );
}

export type CrashScope = 'inline' | 'layout' | 'page';

/**
 * The crash screen for one scope: in place ("inline"), covering the page content below the
 * navbar ("layout"), or covering the whole window ("page"). The covering variants render
 * into a host element outside the island and remove it on retry.
 */
export function CrashScreen({ scope, ...params }: FallbackParams & { scope: CrashScope }) {
  const [host, setHost] = useState<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (scope === 'inline') return;
    const main = document.getElementById('dz-main');
    const el = document.createElement('div');
    el.className = `dz-crash-screen dz-crash-screen--${scope}`;
    if (scope === 'layout' && main) {
      main.setAttribute('data-dz-crashed', '');
      main.append(el);
    } else {
      document.documentElement.classList.add('dz-page-crashed');
      document.body.append(el);
    }
    // A crash outside the layout titles the page "Page Error" until the reader retries.
    const title = document.title;
    if (scope === 'page') document.title = t('ErrorPageContent.pageTitle');
    setHost(el);
    return () => {
      document.title = title;
      el.remove();
      main?.removeAttribute('data-dz-crashed');
      document.documentElement.classList.remove('dz-page-crashed');
    };
  }, [scope]);
  if (scope === 'inline')
    return (
      <div className="dz-crash-inline">
        <ErrorPageContent {...params} />
      </div>
    );
  return host
    ? createPortal(
        <div className="dz-container">
          <ErrorPageContent {...params} headingLevel={1} bare={scope === 'page'} />
        </div>,
        host,
      )
    : null;
}
