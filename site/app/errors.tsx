// Error handling (docs/site.md, Errors): a render error shows the error page with its status (a generic error
// without a status is 500); if the error page itself fails, a last plain fallback with the
// 'Go back to home' link.
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Layout } from '../components/Layout';
import { localize, type Lang } from '../routes';
import { usePage } from './context';
import type { MessageKey } from '../i18n/messages';

/** An error that carries an HTTP-like status. */
export class StatusError extends Error {
  constructor(
    message: string,
    readonly statusCode: number,
    /** The message's words in the page's language (the English `message` is for logs and tests). */
    readonly words?: { key: MessageKey; values: Record<string, string> },
  ) {
    super(message);
  }
}

/** What the error page says besides its heading: a site error's own words, else its message. */
type ErrorDetail = string | { key: MessageKey; values: Record<string, string> };

/** The status an error stands for: its own when it has one, else 500. */
export function statusOf(error: unknown): number {
  const code = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof code === 'number' && code >= 400 && code < 600 ? code : 500;
}

/** What the error page says besides its heading: the message of the site's own errors (e.g.
 * 'Unknown middleware {name}'), never the text of an unexpected exception. */
export const detailOf = (error: unknown): ErrorDetail | undefined =>
  error instanceof StatusError ? (error.words ?? error.message) : undefined;

export const FALLBACK_EN = 'An error occurred while showing the error page';

export function ErrorScreen({ status, detail }: { status: number; detail?: ErrorDetail }) {
  const { lang, t } = usePage();
  return (
    <Layout>
      <div className="wrap narrow page error-page" data-status={status}>
        <p className="error-code" aria-hidden="true">
          {status}
        </p>
        <h1>{status === 404 ? t('error.notFound') : t('error.title')}</h1>
        {detail ? <p className="error-detail">{typeof detail === 'string' ? detail : t(detail.key, detail.values)}</p> : null}
        <p>{t('error.hint')}</p>
        <p>
          <a className="button" href={localize('/', lang)}>
            {t('error.backHome')}
          </a>
        </p>
      </div>
    </Layout>
  );
}

/** Plain markup with no layout, so it cannot fail for the reasons the error page did. */
export function ErrorFallback({ lang, text, home }: { lang: Lang; text: string; home: string }) {
  return (
    <main id="main" className="wrap narrow page error-page" data-status="500">
      <h1>{text}</h1>
      <p>
        <a href={localize('/', lang)}>{home}</a>
      </p>
    </main>
  );
}

interface BoundaryProps {
  fallback: (error: unknown) => ReactNode;
  children: ReactNode;
}

export class ErrorBoundary extends Component<BoundaryProps, { error: unknown; failed: boolean }> {
  override state = { error: null as unknown, failed: false };
  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }
  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('naya: page error', error, info.componentStack);
  }
  override render() {
    return this.state.failed ? this.props.fallback(this.state.error) : this.props.children;
  }
}
