import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { reportAll, reportEntry } from '../../scripts/api-report.ts';

// The declarations come from dist/, which `npm test` builds first.
describe('the public API report (docs/api-report/, docs/js-api.md)', () => {
  const work = mkdtempSync(join(tmpdir(), 'api-report-test-'));
  const planted = join(import.meta.dirname, '../../dist/mocks/planted-export.d.ts');
  afterAll(() => {
    rmSync(work, { recursive: true, force: true });
    rmSync(planted, { force: true });
  });

  it('matches what every entry exports, and the API page is current', () => {
    const reports = reportAll();
    expect(
      reports.filter(({ changed }) => changed).map(({ entry }) => entry),
      'run `npm run api-report` and review the diff',
    ).toEqual([]);
    expect(reports.flatMap(({ problems }) => problems)).toEqual([]);
    // API Extractor compiles each entry's declarations: seconds each, many more beside npm test's other runs.
  }, 180_000);

  it('fails when an export is added to an entry point', () => {
    writeFileSync(planted, "export * from './index.ts';\nexport declare const plantedExport: number;\n");
    const { changed } = reportEntry({ report: 'msw', declarations: 'dist/mocks/planted-export.d.ts' }, { work });
    expect(changed).toBe(true);
  });
});
