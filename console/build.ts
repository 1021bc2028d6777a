// Builds the operator console into <site>/console/: its own React bundle and stylesheet (hashed
// names under assets/) and the one page that loads them. Nothing of the public site or the partner
// chunks imports it, so the console's code never reaches a visitor.
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
    bundle: true,
    format: 'esm',
    target: 'es2020',
    minify: ctx.minify,
    metafile: true,
    jsx: 'automatic',
    legalComments: 'none',
    charset: 'utf8',
    define: { 'process.env.NODE_ENV': JSON.stringify(ctx.minify ? 'production' : 'development') },
  });
  const outputs = Object.keys(result.metafile.outputs).map((file) => path.basename(file));
  const js = outputs.find((f) => f.endsWith('.js'));
  const css = outputs.find((f) => f.endsWith('.css'));
  if (!js || !css) throw new Error('console build: no script or stylesheet came out');
  writeFileSync(
    path.join(ctx.outdir, 'console', 'index.html'),
    `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>naya console</title>
<link rel="stylesheet" href="/console/assets/${css}">
<script type="module" src="/console/assets/${js}"></script>
</head>
<body>
<div id="root"><p class="loading">Loading the console…</p></div>
</body>
</html>
`,
  );
}
