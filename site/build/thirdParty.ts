// Third-party ids come from the environment at build time; each integration is compiled in only
// when its id is set (esbuild `define`), and even then loads only after cookie consent.
export interface ThirdPartyIds {
  gtm: string | null;
  fbPixel: string | null;
  analytics: string | null;
  attribution: boolean;
}

const id = (value: string | undefined) => (value && /^[\w-]{1,64}$/.test(value) ? value : null);

export function thirdPartyIds(env: NodeJS.ProcessEnv): ThirdPartyIds {
  return {
    gtm: id(env.NAYA_GTM_ID),
    fbPixel: id(env.NAYA_FB_PIXEL_ID),
    analytics: id(env.NAYA_ANALYTICS_ID),
    attribution: env.NAYA_ATTRIBUTION === '1' || env.NAYA_ATTRIBUTION === 'true',
  };
}

export function thirdPartyDefine(env: NodeJS.ProcessEnv): Record<string, string> {
  return { __NAYA_THIRD_PARTY__: JSON.stringify(thirdPartyIds(env)) };
}
