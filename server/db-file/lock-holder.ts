import { readFileSync, statSync } from 'node:fs';

/**
 * Who holds an OS lock on `path`, from /proc/locks: "pid 123: node server/bin.ts --port ***", its
 * options' values masked (they may be tokens and keys).
 * Undefined where that cannot be told (not Linux, or the lock was let go meanwhile).
 * @example lockHolder('.data/db.json.lock') // 'pid 4242: node server/bin.ts --admin-token ***'
 */
export function lockHolder(path: string): string | undefined {
  try {
    const { ino, dev } = statSync(path, { bigint: true });
    const device = `${deviceMajor(dev).toString(16).padStart(2, '0')}:${deviceMinor(dev).toString(16).padStart(2, '0')}`;
    for (const line of readFileSync('/proc/locks', 'utf8').split('\n')) {
      const found = /^\d+:\s+(?:->\s+)?\S+\s+\S+\s+\S+\s+(\d+)\s+([0-9a-f]+:[0-9a-f]+):(\d+)\s/.exec(line);
      if (!found || BigInt(found[3]!) !== ino || found[2] !== device) continue;
      const pid = Number(found[1]);
      return pid === process.pid ? `this very process, pid ${pid}` : `pid ${pid}${commandOf(pid)}`;
    }
  } catch {
    // No /proc here: the holder stays unnamed.
  }
  return undefined;
}

// glibc's gnu_dev_major and gnu_dev_minor: how Linux packs a device number into st_dev.
const deviceMajor = (dev: bigint) => Number(((dev >> 8n) & 0xfffn) | ((dev >> 32n) & ~0xfffn));
const deviceMinor = (dev: bigint) => Number((dev & 0xffn) | ((dev >> 12n) & ~0xffn));

/**
 * A command line with every option's value masked: `--x=v` and `--x v` alike (a word after an
 * option is taken as its value, so nothing secret shows even for an option this does not know).
 * @example withoutValues(['node', 'bin.ts', '--admin-token', 's', '--db=f']) // ['node', 'bin.ts', '--admin-token', '***', '--db=***']
 */
export function withoutValues(args: readonly string[]): string[] {
  let afterOption = false;
  return args.map((arg) => {
    if (arg.startsWith('-')) {
      const equals = arg.indexOf('=');
      afterOption = equals === -1;
      return equals === -1 ? arg : `${arg.slice(0, equals)}=***`;
    }
    const shown = afterOption ? '***' : arg;
    afterOption = false;
    return shown;
  });
}

function commandOf(pid: number): string {
  try {
    const command = withoutValues(readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean)).join(' ');
    return command === '' ? '' : `: ${command.length > 200 ? `${command.slice(0, 200)}...` : command}`;
  } catch {
    return '';
  }
}
