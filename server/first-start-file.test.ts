// Two processes starting together on one DATA_DIR must end up with one secret between them.
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readOrCreate } from './first-start-file';

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('readOrCreate', () => {
  it('writes the file once, readable by this user only, and reads it afterwards', () => {
    dir = mkdtempSync(path.join(tmpdir(), 'naya-first-'));
    const file = path.join(dir, 'data', 'secret');
    expect(readOrCreate(file, () => 'one\n')).toEqual({ text: 'one\n', created: true });
    expect(readOrCreate(file, () => 'two\n')).toEqual({ text: 'one\n', created: false });
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readdirSync(path.dirname(file))).toEqual(['secret']); // no candidate left behind
  });

  it('uses the file of a process that was first while this one was writing its own (was EEXIST)', () => {
    dir = mkdtempSync(path.join(tmpdir(), 'naya-first-'));
    const file = path.join(dir, 'secret');
    const mine = readOrCreate(file, () => {
      writeFileSync(file, 'theirs\n'); // the other process links its file into place just now
      return 'mine\n';
    });
    expect(mine).toEqual({ text: 'theirs\n', created: false });
    expect(readFileSync(file, 'utf8')).toBe('theirs\n');
    expect(readdirSync(dir)).toEqual(['secret']);
  });
});
