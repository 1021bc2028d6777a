// Why this browser is offered no push, as one console line when this chunk loads: its own lazy
// chunk, loaded only where push is missing, so the reason costs the push chunk (≤ 4 KB gzip) only
// its import (docs/push.md "iPhone").
import { needsHomeScreenForPush } from '../../common/home-screen';

// The spec's line for an unsupported browser (loader/push/constants.ts `MSG_FIREBASE_UNSUPPORTED`),
// written here again so this chunk shares no module with the push chunk (a shared chunk would cost
// the push chunk's budget); on an iPhone or iPad outside a Home-Screen web app, with the reason.
console.warn(
  needsHomeScreenForPush()
    ? 'Firebase not supported this browser: Safari on iPhone and iPad delivers web push only to a site added to the Home Screen'
    : 'Firebase not supported this browser',
);
