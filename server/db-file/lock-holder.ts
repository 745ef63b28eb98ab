import { readFileSync, statSync } from 'node:fs';
import { maskUrlCredentials } from '../mask-url-credentials.ts';

/**
 * Who holds an OS lock on `path`, from /proc/locks: "pid 123: node server/bin.ts --port 4010", the
 * values of its secret options masked (tokens and keys).
 * Undefined where that cannot be told (not Linux, or the lock was let go meanwhile).
 * @example lockHolder('.data/db.json.lock') // 'pid 4242: node server/bin.ts --port 4010 --admin-token ***'
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

/** Options whose value is a secret: by name, as the mock's own (`--admin-token`, `--api-key`, `--upstream-key`) and others' are named. */
const secretOption = /token|key|secret|passw|auth|cred|cookie/i;

/**
 * A command line fit to print: the values of secret options masked (`--x=v` and `--x v` alike)
 * and the credentials of any URL in it, while ports, paths and other flags stay readable, so the
 * person can tell which server it is.
 * @example withoutSecrets(['node', 'bin.ts', '--admin-token', 's', '--port', '4010']) // ['node', 'bin.ts', '--admin-token', '***', '--port', '4010']
 */
export function withoutSecrets(args: readonly string[]): string[] {
  let afterSecret = false;
  return args.map((arg) => {
    if (afterSecret) {
      afterSecret = false;
      return '***';
    }
    const option = /^(--?[^=]+)(=?)/.exec(arg);
    if (option && secretOption.test(option[1]!)) {
      afterSecret = option[2] === '';
      return option[2] === '' ? arg : `${option[1]}=***`;
    }
    return maskUrlCredentials(arg);
  });
}

function commandOf(pid: number): string {
  try {
    const command = withoutSecrets(readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean)).join(' ');
    return command === '' ? '' : `: ${command.length > 500 ? `${command.slice(0, 500)}...` : command}`;
  } catch {
    return '';
  }
}
