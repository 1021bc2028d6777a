// The whole page: context, the screen, and two error boundaries (the error page, then the
// fallback for when the error page fails too).
import type { ComponentType } from 'react';
import type { Messages } from '../i18n/messages';
import { makeContext, PageContext } from './context';
import { detailOf, ErrorBoundary, ErrorFallback, ErrorScreen, FALLBACK_EN, statusOf } from './errors';
import type { PageData } from './types';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each screen takes its own data shape
export type Screen = ComponentType<{ data: any }>;

export interface AppProps {
  page: PageData;
  Screen: Screen;
  messages: Messages;
}

export function App({ page, Screen, messages }: AppProps) {
  const context = makeContext(page.lang, page.path, messages);
  const fallback = () => (
    <ErrorFallback lang={page.lang} text={messages['error.fallback'] ?? FALLBACK_EN} home={messages['error.backHome']} />
  );
  return (
    <PageContext.Provider value={context}>
      <ErrorBoundary key={page.path} fallback={fallback}>
        <ErrorBoundary fallback={(error) => <ErrorScreen status={statusOf(error)} detail={detailOf(error)} />}>
          <Screen data={page.data} />
        </ErrorBoundary>
      </ErrorBoundary>
    </PageContext.Provider>
  );
}
