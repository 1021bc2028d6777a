// Builds the API reference page into <site>/docs/api/: one small script (main.ts) and the page
// that loads it; the OpenAPI document itself is read by the page from /api/openapi.json.
import * as esbuild from 'esbuild';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const STYLE = `body{font:15px/1.5 system-ui,sans-serif;margin:0 auto;max-width:960px;padding:1rem;color:#1a1a1a}
code,pre{font:13px ui-monospace,monospace}pre{background:#f4f4f4;padding:.5rem;overflow:auto}
.op{border-top:1px solid #ddd;padding:.5rem 0}.method{font-weight:700;padding:0 .3rem;border-radius:3px;color:#fff;background:#555}
.get{background:#1b6e3a}.post{background:#1d4f91}.put,.patch{background:#8a5a00}.delete{background:#a11}
table{border-collapse:collapse}td,th{border:1px solid #ddd;padding:.2rem .4rem;text-align:left;vertical-align:top}`;

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
  writeFileSync(
    path.join(outdir, 'index.html'),
    `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Naya API reference</title>
<style>${STYLE}</style>
<script src="/docs/api/reference.js" defer></script>
</head>
<body>
<main id="reference"><p>Loading the API reference…</p></main>
</body>
</html>
`,
  );
}
