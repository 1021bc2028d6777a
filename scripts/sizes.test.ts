// The size budgets (common/budgets.ts) on a real production build, with push on and Firebase
// settings of realistic length, as partners get loader.js. Fails when a change breaks a budget.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REALISTIC_FIREBASE_ENV, SIZE_BUDGETS } from '../common/budgets';
import { ROOT } from '../esbuild.config';
import { measureSizes, overBudget } from './bench-sizes';

let dist: string;
const site = () => path.join(dist, 'site');

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'naya-sizes-'));
  await promisify(execFile)(process.execPath, ['--import', 'tsx', 'esbuild.config.ts'], {
    cwd: ROOT,
    env: { ...process.env, ...REALISTIC_FIREBASE_ENV, NAYA_DIST_DIR: dist },
  });
}, 120_000);

afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('size budgets, push on', () => {
  it('every size row is measured and within its budget', () => {
    const rows = measureSizes(site());
    expect(rows.map((r) => r.budget)).toEqual(['loader', 'push', 'partnerFont', 'siteFirstLoad']);
    for (const row of rows) expect(row.bytes, row.budget).toBeGreaterThan(1000); // a row that finds no file measures 0
    expect(overBudget(rows)).toEqual([]);
    expect(rows.find((r) => r.budget === 'loader')!.limit).toBe(3584);
  });

  it('keeps the Firebase settings out of loader.js (only the push chunk needs them)', () => {
    const loader = readFileSync(path.join(site(), 'loader.js'), 'utf8');
    expect(loader).not.toContain(REALISTIC_FIREBASE_ENV.FIREBASE_API_KEY);
    expect(loader).not.toContain(REALISTIC_FIREBASE_ENV.FIREBASE_APP_ID);
    const chunks = readdirSync(path.join(site(), 'chunks')).map((f) => readFileSync(path.join(site(), 'chunks', f), 'utf8'));
    expect(chunks.some((code) => code.includes(REALISTIC_FIREBASE_ENV.FIREBASE_API_KEY))).toBe(true);
  });

  it('reports the row over budget when a budget is lowered below what the build measures', () => {
    const loader = measureSizes(site()).find((r) => r.budget === 'loader')!.bytes!;
    const tight = { ...SIZE_BUDGETS, loader: { ...SIZE_BUDGETS.loader, bytes: loader - 1 } };
    expect(overBudget(measureSizes(site(), tight)).map((r) => [r.budget, r.bytes])).toEqual([['loader', loader]]);
  });
});
