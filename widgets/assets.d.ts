// A font file imported by the partner widgets: esbuild copies it beside the chunks under a hashed
// name and gives its path relative to them (`loader: { '.woff2': 'file' }` in esbuild.config.ts).
declare module '*.woff2' {
  const path: string;
  export default path;
}
