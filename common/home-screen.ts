// iPhone and iPad Safari deliver web push only to a site added to the Home Screen (iOS 16.4+):
// there, outside such a web app, the browser has no PushManager. Our own pages then suggest adding
// Naya to the Home Screen instead of offering push (docs/borrower-page.md "iPhone").

/** Whether this browser could get our push messages only as a Home-Screen web app. */
export function needsHomeScreenForPush(nav: Navigator = navigator, win: Window = window): boolean {
  const apple = /iPhone|iPad|iPod/.test(nav.userAgent) || (nav.platform === 'MacIntel' && nav.maxTouchPoints > 1); // iPadOS asks as a Mac
  const standalone = (nav as Navigator & { standalone?: boolean }).standalone === true;
  return apple && !standalone && !('PushManager' in win);
}
