// The browser entry: reads the page the server rendered, loads its screen chunk and messages,
// hydrates, then hands navigation to the client router.
import { startTransition, useEffect } from 'react';
import { flushSync } from 'react-dom';
import { hydrateRoot, type Root } from 'react-dom/client';
import { App, type Screen } from '../app/App';
import { setHydrating } from '../app/hydration';
import type { PageData, PageOf } from '../app/types';
import { messageLoaders, type Messages } from '../i18n/messages';
import { LANG_INFO, localeOf, type Lang } from '../../common/lang';
import type { ScreenName } from '../routes';
import { isChunkError, loadChunk, reloadAfterChunkFailure } from './chunks';
import { createProgress } from './progress';
import { startSitePush } from './push';
import { createRouter, notFoundPage } from './router';
import { SCREEN_LOADERS } from './screens';
import { startTracking, trackPageView } from './tracking';
import { startVitals } from './vitals';

/** A page in a language with its own font (Tamil) reached by client navigation from another
 * language brings that font's stylesheet (site/build/fonts.ts); its pre-rendered pages inline it. */
function ensureLangFont(lang: Lang): void {
  if (!LANG_INFO[lang].ownFont || document.querySelector(`[data-lang-font="${lang}"]`)) return;
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = `/_naya/fonts/${lang}.css`;
  link.dataset.langFont = lang;
  document.head.append(link);
}

const loadScreen = <S extends ScreenName>(name: S): Promise<Screen<S>> => loadChunk(name, SCREEN_LOADERS[name]).then((m) => m.default);
const loadMessages = (lang: Lang) => loadChunk(`messages-${lang}`, messageLoaders[lang]);

/** A screen that throws, so the app's error boundary shows the error page for `error`. */
const failingScreen = (error: unknown): Screen =>
  function Failed() {
    throw error;
  };

/** Calls `done` once, when the tree it is part of has committed (hydration finished). */
function Committed({ done }: { done: () => void }) {
  useEffect(done, [done]);
  return null;
}

function readInitialPage(): PageData {
  return JSON.parse(document.getElementById('naya-page')!.textContent!) as PageData;
}

async function boot() {
  const initial = readInitialPage();
  const [Screen, messages] = await Promise.all([loadScreen(initial.screen), loadMessages(initial.lang)]);
  const element = document.getElementById('root')!;
  // Hydration as a transition: React does it in slices of a few milliseconds, so a slow phone
  // answers taps and scrolls meanwhile instead of freezing for the whole page.
  let root!: Root;
  setHydrating(true);
  const hydrated = new Promise<void>((resolve) =>
    startTransition(() => {
      root = hydrateRoot(
        element,
        <>
          <App page={initial} Screen={Screen} messages={messages} />
          <Committed done={resolve} />
        </>,
      );
    }),
  );
  // Navigations and re-renders wait for it: an update before hydration ends would make React
  // discard the server HTML and render the page again. `<html data-hydrated>` says it is done
  // and the page shows its real address.
  await hydrated;
  setHydrating(false);
  let lastMessages: Messages = messages;

  /** Shows `page` before returning (navigation). */
  const render = <N extends ScreenName>(page: PageOf<N>, S: Screen<N>, m: Messages) => {
    lastMessages = m;
    document.documentElement.lang = localeOf(page.lang);
    ensureLangFont(page.lang);
    flushSync(() => root.render(<App page={page} Screen={S} messages={m} />));
  };
  const router = createRouter({
    render,
    loadScreen,
    loadMessages,
    progress: createProgress(),
    onNavigated: trackPageView,
    renderError: (error, page) => render({ ...page, status: 500 }, failingScreen(error), lastMessages),
  });
  // 404.html answers for any unknown path: it becomes the page of the real address (its language
  // links; a route of the table says it was not pre-rendered) before the page counts as started,
  // so a language link followed at once leads to the same address in the other language.
  if (initial.screen === 'notFound' && initial.path !== location.pathname) {
    const page = notFoundPage(location.pathname);
    render(page, Screen, page.lang === initial.lang ? messages : await loadMessages(page.lang));
  }
  document.documentElement.dataset.hydrated = '';
  router.start();
  startTracking(initial);
  startVitals();
  startSitePush(initial.lang);
}

boot().catch((error) => {
  // The server-rendered page stays usable as plain HTML; a missing chunk may be a new deployment.
  if (isChunkError(error) && reloadAfterChunkFailure(location.href, (href) => location.replace(href))) return;
  console.error('naya: the page could not start', error);
});
