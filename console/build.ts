// Builds the operator console into <site>/console/: its own React bundle and stylesheet (hashed
// names under assets/) and the one page that loads them. Nothing of the public site or the partner
// chunks imports it, so the console's code never reaches a visitor. Code splitting: each screen is
// a chunk loaded when shown (console/App.tsx); the page preloads only what the entry imports
// statically (React, the shell, sign-in), so signing in downloads no screen.
import * as esbuild from 'esbuild';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

interface Ctx {
  root: string;
  outdir: string;
  minify: boolean;
}

export async function buildConsole(ctx: Ctx): Promise<void> {
  const outdir = path.join(ctx.outdir, 'console', 'assets');
  mkdirSync(outdir, { recursive: true });
  const result = await esbuild.build({
    absWorkingDir: ctx.root,
    entryPoints: { console: 'console/main.tsx' },
    outdir,
    entryNames: '[name]-[hash]',
    chunkNames: 'chunk-[hash]',
    assetNames: '[name]-[hash]',
    loader: { '.woff2': 'file', '.woff': 'file' },
    bundle: true,
    splitting: true,
    format: 'esm',
    target: 'es2020',
    minify: ctx.minify,
    metafile: true,
    jsx: 'automatic',
    legalComments: 'none',
    charset: 'utf8',
    define: { 'process.env.NODE_ENV': JSON.stringify(ctx.minify ? 'production' : 'development') },
  });
  const outputs = Object.entries(result.metafile.outputs);
  const [entryFile, entry] = outputs.find(([, out]) => out.entryPoint === 'console/main.tsx') ?? [];
  const css = entry?.cssBundle && path.basename(entry.cssBundle);
  if (!entryFile || !entry || !css) throw new Error('console build: no script or stylesheet came out');
  const js = path.basename(entryFile);
  // The chunks the entry imports at once (React, shared code): fetched with it, not after it.
  const preload = entry.imports
    .filter((i) => i.kind === 'import-statement')
    .map((i) => `<link rel="modulepreload" href="/console/assets/${path.basename(i.path)}">\n`)
    .join('');
  writeFileSync(
    path.join(ctx.outdir, 'console', 'index.html'),
    `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>naya console</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="/console/assets/${css}">
<script type="module" src="/console/assets/${js}"></script>
${preload}</head>
<body>
<div id="root"><p class="loading">Loading the console…</p></div>
</body>
</html>
`,
  );
}
