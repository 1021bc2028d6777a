// Builds the API reference page into <site>/docs/api/: Scalar's standalone bundle (scalar.js, served
// only on this page), one small script (main.ts) that starts it, and the page that loads both; the
// OpenAPI document itself is read by the page from /api/openapi.json.
import * as esbuild from 'esbuild';
import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const STYLE = 'body{margin:0}';

export async function buildApiReference(ctx: { root: string; outdir: string; minify: boolean }): Promise<void> {
  const outdir = path.join(ctx.outdir, 'docs', 'api');
  mkdirSync(outdir, { recursive: true });
  await esbuild.build({
    absWorkingDir: ctx.root,
    entryPoints: ['console/api-reference/main.ts'],
    outfile: path.join(outdir, 'reference.js'),
    bundle: true,
    format: 'iife',
    target: 'es2020',
    minify: ctx.minify,
    legalComments: 'none',
  });
  const scalar = createRequire(path.join(ctx.root, 'package.json')).resolve('@scalar/api-reference/browser/standalone.js');
  copyFileSync(scalar, path.join(outdir, 'scalar.js'));
  writeFileSync(
    path.join(outdir, 'index.html'),
    `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Naya API reference</title>
<style>${STYLE}</style>
<script src="/docs/api/scalar.js" defer></script>
<script src="/docs/api/reference.js" defer></script>
</head>
<body>
<div id="reference"><p>Loading the API reference…</p></div>
</body>
</html>
`,
  );
}
