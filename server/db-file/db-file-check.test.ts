import { chmodSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { isReadOnly } from './db-file-check.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function fileWithMode(mode: number): string {
  const dir = mkdtempSync(join(tmpdir(), 'animal-store-db-check-'));
  dirs.push(dir);
  const file = join(dir, 'db.json');
  writeFileSync(file, '{}');
  chmodSync(file, mode);
  return file;
}

describe('isReadOnly', () => {
  it.for([
    [0o444, true],
    [0o400, true],
    [0o555, true],
    [0o644, false],
    [0o600, false],
    [0o200, false],
  ] as const)('a file of mode %o: %s', ([mode, readOnly]) => {
    expect(isReadOnly(fileWithMode(mode))).toBe(readOnly);
  });

  it('is false where there is no file yet, and follows a link to the file', () => {
    const file = fileWithMode(0o444);
    expect(isReadOnly(`${file}.missing`)).toBe(false);
    symlinkSync(file, `${file}.link`);
    expect(isReadOnly(`${file}.link`)).toBe(true);
  });
});
