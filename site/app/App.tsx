// The whole page: context, the screen, and two error boundaries (the error page, then the
// fallback for when the error page fails too).
import type { ComponentType } from 'react';
import type { Messages } from '../i18n/messages';
import { makeContext, PageContext } from './context';
import { detailOf, ErrorBoundary, ErrorFallback, ErrorScreen, FALLBACK_EN, statusOf } from './errors';
import type { ScreenName } from '../routes';
import type { PageOf, ScreenData } from './types';

/** The component of screen `S`, taking that screen's data. */
export type Screen<S extends ScreenName = ScreenName> = ComponentType<{ data: ScreenData[S] }>;

/** Every screen by name, each with its own data type (the server's and the browser's tables). */
export type ScreenTable = { [S in ScreenName]: Screen<S> };

export interface AppProps<S extends ScreenName> {
  page: PageOf<S>;
  Screen: Screen<S>;
  messages: Messages;
}

export function App<S extends ScreenName>({ page, Screen, messages }: AppProps<S>) {
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
