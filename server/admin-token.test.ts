import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ADMIN_TOKEN_FILE, isAdmin, resolveAdminToken } from './admin-token';

describe('admin token', () => {
  it('uses ADMIN_TOKEN when set, writing nothing', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'naya-admin-'));
    expect(resolveAdminToken('set-by-env', dir, () => {})).toBe('set-by-env');
    expect(() => statSync(path.join(dir, ADMIN_TOKEN_FILE))).toThrow();
  });

  it('generates one at first start, keeps it in DATA_DIR (0600) and prints where, never the token', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'naya-admin-'));
    const printed: string[] = [];
    const token = resolveAdminToken(undefined, dir, (line) => printed.push(line));
    expect(token).toMatch(/^[\w-]{32}$/);
    const file = path.join(dir, ADMIN_TOKEN_FILE);
    expect(printed).toEqual([`naya: generated an admin token into ${file} (readable by this user only); read it there`]);
    expect(printed[0]).not.toContain(token);
    expect(readFileSync(file, 'utf8').trim()).toBe(token);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(resolveAdminToken(undefined, dir, (line) => printed.push(line))).toBe(token);
    expect(printed).toHaveLength(1);
  });

  it('accepts only the exact bearer token', () => {
    expect(isAdmin('Bearer abc', 'abc')).toBe(true);
    expect(isAdmin('bearer  abc', 'abc')).toBe(true);
    expect(isAdmin('Bearer abcd', 'abc')).toBe(false);
    expect(isAdmin('abc', 'abc')).toBe(false);
    expect(isAdmin(undefined, 'abc')).toBe(false);
  });
});
