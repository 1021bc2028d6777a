// Who publishes the privacy policy, from the build's environment, so the policy names the real
// controller and Data Protection Officer without a content change:
//   NAYA_CONTROLLER_NAME     the controller's legal name (default: Naya)
//   NAYA_CONTROLLER_ADDRESS  its registered address (default: Colombo, Sri Lanka)
//   NAYA_DPO_EMAIL           the Data Protection Officer's address (default privacy@naya.lk, a
//                            placeholder until the real mailbox exists)
// Policy text names them as {controllerName}, {controllerAddress} and {dpoEmail}.
import type { Block, PolicyVersion } from '../content/types';

export interface LegalSettings {
  controllerName: string;
  controllerAddress: string;
  dpoEmail: string;
}

export function legalSettings(env: NodeJS.ProcessEnv): LegalSettings {
  const read = (name: string, fallback: string) => (env[name] ?? '').trim() || fallback;
  const dpoEmail = read('NAYA_DPO_EMAIL', 'privacy@naya.lk');
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(dpoEmail)) throw new Error(`NAYA_DPO_EMAIL is not an e-mail address: ${dpoEmail}`);
  return {
    controllerName: read('NAYA_CONTROLLER_NAME', 'Naya'),
    controllerAddress: read('NAYA_CONTROLLER_ADDRESS', 'Colombo, Sri Lanka'),
    dpoEmail,
  };
}

/** The text with its {controllerName}, {controllerAddress} and {dpoEmail} filled in. */
export function fillLegal(text: string, settings: LegalSettings): string {
  return text.replace(/\{(controllerName|controllerAddress|dpoEmail)\}/g, (_, name: keyof LegalSettings) => settings[name]);
}

const fillBlock = (block: Block, settings: LegalSettings): Block =>
  'text' in block
    ? { ...block, text: fillLegal(block.text, settings) }
    : { ...block, items: block.items.map((i) => fillLegal(i, settings)) };

/** A policy version with every language's body filled in. */
export function fillPolicy(version: PolicyVersion, settings: LegalSettings): PolicyVersion {
  const body = Object.fromEntries(
    Object.entries(version.body).map(([lang, blocks]) => [lang, (blocks as Block[]).map((b) => fillBlock(b, settings))]),
  );
  return { ...version, body: body as PolicyVersion['body'] };
}
