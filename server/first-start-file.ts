// A secret made at first start and kept in DATA_DIR (the admin token, the partner key). Several
// processes may start together on one DATA_DIR: each writes its own candidate whole under a
// temporary name and links it into place; the link fails for all but the first, and every process
// then reads the one file, so they all use the same secret.
import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The file's text; `created` when this call wrote it. `make` gives the text of a new file. */
export function readOrCreate(file: string, make: () => string): { text: string; created: boolean } {
  try {
    return { text: readFileSync(file, 'utf8'), created: false };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(path.dirname(file), { recursive: true });
  const candidate = `${file}.${process.pid}.${Date.now()}.tmp`;
  writeFileSync(candidate, make(), { mode: 0o600 });
  let created = true;
  try {
    linkSync(candidate, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    created = false; // another process was first: its file stands
  } finally {
    rmSync(candidate, { force: true });
  }
  return { text: readFileSync(file, 'utf8'), created };
}
