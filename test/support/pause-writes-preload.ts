// Test-only, preloaded into a child server (NODE_OPTIONS=--import) by `pausedWriter`: once the file
// named by $PAUSE_WRITES_MARKER exists, the next file opened for writing takes its first piece and
// then never returns, and `<marker>.paused` says it got there. A test then kills the process with
// a write half done.
import { existsSync, writeFileSync } from 'node:fs';
import fsPromises, { type FileHandle } from 'node:fs/promises';
import { syncBuiltinESMExports } from 'node:module';

const marker = process.env.PAUSE_WRITES_MARKER!;
const open = fsPromises.open;
const forWriting = (flags: unknown) =>
  typeof flags === 'number' ? (flags & 3) !== 0 : typeof flags === 'string' && /[wa+]/.test(flags);

/** The handle's first write goes through; then the writer waits forever. */
function holdAfterFirstWrite(handle: FileHandle, path: string): FileHandle {
  for (const name of ['write', 'writeFile', 'writev'] as const) {
    const write = (handle[name] as (...args: unknown[]) => Promise<unknown>).bind(handle);
    handle[name] = (async (...args: unknown[]) => {
      await write(...args);
      writeFileSync(`${marker}.paused`, path);
      return new Promise(() => {});
    }) as never;
  }
  return handle;
}

fsPromises.open = (async (path: Parameters<typeof open>[0], flags?: string | number, mode?: number) => {
  const handle = await open(path, flags, mode);
  return forWriting(flags) && existsSync(marker) ? holdAfterFirstWrite(handle, String(path)) : handle;
}) as typeof open;
syncBuiltinESMExports();
