// `npm start`: say which database holds the data and how durable it is (first line), build when
// dist/ is missing or older than the sources (or built with other settings), then serve site + API.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { build, buildEnvDigest, DIST, ROOT } from '../esbuild.config';
import { readServerConfig } from '../server/config';
import { runFromCommandLine } from '../server/main';

const SOURCES = ['common', 'loader', 'widgets', 'site', 'sw', 'console', 'content', 'public', 'esbuild.config.ts', 'package-lock.json'];

function newestMtime(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

export function buildIsStale(): boolean {
  const infoFile = path.join(DIST, 'build-info.json');
  if (!existsSync(infoFile)) return true;
  const info = JSON.parse(readFileSync(infoFile, 'utf8'));
  if (info.env !== buildEnvDigest()) return true;
  return Math.max(...SOURCES.map((s) => newestMtime(path.join(ROOT, s)))) > statSync(infoFile).mtimeMs;
}

await runFromCommandLine(undefined, async () => {
  if (!buildIsStale()) return;
  const { ms } = await build();
  console.log(`built dist/ in ${ms} ms`);
});
// Started (a refusal exits above): where operators sign in.
const started = readServerConfig();
console.log(
  `operator console: ${(started.publicUrl ?? `http://${started.host}:${started.port}`).replace(/\/$/, '')}/console/ (docs/operators.md)`,
);
