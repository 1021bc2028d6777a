// Entry of /pixel/frame.js (esbuild.config.ts buildPixelFrame); see frame.ts.
import { answerParent } from './frame';

try {
  answerParent();
} catch {
  // storage or frame access blocked: answering nothing is the safe outcome
}
