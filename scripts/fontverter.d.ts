// fontverter ships no types: the one function scripts/script-fonts.ts uses.
declare module 'fontverter' {
  const fontverter: {
    convert(font: Uint8Array, to: 'truetype' | 'woff' | 'woff2' | 'sfnt', from?: string): Promise<Uint8Array>;
  };
  export default fontverter;
}
