import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createCommand } from '../../server/cli/parse-cli.ts';
import { serverDefaults } from '../../server/server-config.ts';
import { repoRoot } from '../support/child-server.ts';

const readme = readFileSync(join(repoRoot, 'README.md'), 'utf8');
const options = createCommand('0.0.0').options.filter((option) => option.long !== '--version');

/** The rows of README's flags table: the long flag, and the default cell. */
function readmeFlags(): Map<string, string> {
  const section = readme.slice(readme.indexOf("## The server's flags"));
  const rows = section.split('\n').filter((line) => line.startsWith('| `'));
  return new Map(
    rows.map((row) => {
      const [flag = '', defaults = ''] = row
        .split(/(?<!\\)\|/)
        .slice(1)
        .map((cell) => cell.trim());
      return [/--[a-z-]+/.exec(flag)?.[0] ?? flag, defaults];
    }),
  );
}

/** What `start --help` shows as an option's default, as the README writes it. */
function helpDefault(option: (typeof options)[number]): string | undefined {
  if (option.defaultValueDescription !== undefined) return option.defaultValueDescription;
  const value: unknown = option.defaultValue;
  // Some defaults live elsewhere (the core's) and are told in the description: "(default: 10000)".
  if (value === undefined) return /\(default: (\d+)\)/.exec(option.description)?.[1];
  if (value === false || (Array.isArray(value) && value.length === 0)) return undefined;
  return String(value);
}

describe("README's flags table and start --help", () => {
  it('name the same options', () => {
    const documented = [...readmeFlags().keys()].filter((flag) => flag !== '--help');
    expect(documented.sort()).toEqual(options.map((option) => option.long!).sort());
  });

  it('give the same defaults, in the same form (30m, not 1800000)', () => {
    const table = readmeFlags();
    for (const option of options) {
      const shown = helpDefault(option);
      const cell = table.get(option.long!) ?? '';
      if (shown === undefined) expect(cell, option.long).not.toMatch(/^`/);
      else expect(cell.startsWith(`\`${shown}\``), `${option.long}: README says ${cell}, --help ${shown}`).toBe(true);
    }
  });

  it('keeps the default recordings folder inside the data folder that .gitignore ignores', () => {
    const ignored = readFileSync(join(repoRoot, '.gitignore'), 'utf8').split('\n');
    const dataFolder = serverDefaults.db.split('/')[0]!;
    expect(ignored).toContain(`${dataFolder}/`);
    expect(serverDefaults.recordingsDir.startsWith(`${dataFolder}/`)).toBe(true);
  });

  it('says how to install the package before it is published, from the tarball npm pack writes', () => {
    const { name, version } = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as {
      name: string;
      version: string;
    };
    const section = readme.slice(readme.indexOf('## Use it in your project'));
    expect(section).toMatch(/\bnpm pack\b/);
    expect(section).toContain(`npm install -D ../${name}/${name}-${version}.tgz`);
    expect(section).toContain(`npm install -D ${name}`);
  });
});

describe('the README as a front door for a new user', () => {
  const section = (heading: string) => {
    const start = readme.indexOf(`\n## ${heading}\n`);
    expect(start, heading).toBeGreaterThan(-1);
    const rest = readme.slice(start + heading.length + 5);
    return rest.slice(0, rest.search(/^## /m) === -1 ? undefined : rest.search(/^## /m));
  };

  it('opens "Use it in your project" with the Node range the package needs', () => {
    const { engines } = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as {
      engines: { node: string };
    };
    const firstLine = section('Use it in your project').trim().split('\n')[0]!;
    expect(engines.node).toBe('^22.13.0 || >=24.0.0');
    expect(firstLine).toContain('Node `^22.13.0 || >=24`');
  });

  it('keeps internal figures out: the performance section is one short paragraph linking docs/performance.md', () => {
    const performance = section('Performance').trim();
    expect(performance.split('\n').length).toBeLessThanOrEqual(4);
    expect(performance).toContain('(docs/performance.md)');
    expect(readme).not.toMatch(/\bissue \d+|young generation|\bcommit [0-9a-f]{7}\b|\d\.\d+x\b/);
  });

  it('puts npm test and its duration under Contributing, and the EBADENGINE warnings where a Node 20 user first runs npm install', () => {
    const contributing = section('Contributing');
    expect(contributing).toContain('npm install && npm test');
    expect(contributing).toMatch(/about\s+[\d½ to]+ minutes/);
    expect(section('Quick start')).not.toContain('npm test');
    expect(section('Quick start')).toMatch(
      /On Node 20, `npm install` prints `EBADENGINE` warnings[^.]*: warnings\s+only/,
    );
  });
});
