import { readFile } from 'node:fs/promises';
import openapiTS, { astToString } from 'openapi-typescript';
import { parse } from 'yaml';
import type { OpenApiDocument } from '../core/contract/openapi-document.ts';
import { scenarioValidatorSource, specValidatorsSource, worldValidatorsSource } from './validator-sources.ts';

const banner = '// Generated from spec/openapi.yaml by `npm run generate`. Do not edit.\n';
const adminBanner =
  '// Generated from spec/admin.openapi.yaml (and the schemas it refers to) by `npm run generate`. Do not edit.\n';

/** The files generated from the contract, the admin spec (its types), the scenario schema and package.json's version, keyed by path from the repo root. */
export async function renderContractSources(root: URL): Promise<Record<string, string>> {
  const yamlText = await readFile(new URL('spec/openapi.yaml', root), 'utf8');
  const document = parse(yamlText) as OpenApiDocument;
  const scenarioSchema = JSON.parse(await readFile(new URL('fixtures/scenario.schema.json', root), 'utf8')) as Record<
    string,
    unknown
  >;
  const { version } = JSON.parse(await readFile(new URL('package.json', root), 'utf8')) as { version: string };
  const types = astToString(await openapiTS(yamlText));
  // From the file, not its text: its refs into openapi.yaml and the JSON schemas resolve beside it.
  const adminTypes = astToString(await openapiTS(new URL('spec/admin.openapi.yaml', root)));
  return {
    'spec/openapi-types.generated.ts': `${banner}${types}`,
    'spec/admin-types.generated.ts': `${adminBanner}${adminTypes}`,
    'core/contract/openapi-document.generated.ts':
      `${banner}import type { OpenApiDocument } from './openapi-document.ts';\n\n` +
      `export const openapiDocument: OpenApiDocument = ${JSON.stringify(document, null, 2)};\n`,
    'core/contract/spec-validators.generated.ts': specValidatorsSource(document),
    'core/store/scenario-validator.generated.ts': scenarioValidatorSource(scenarioSchema),
    'core/world/world-validators.generated.ts': worldValidatorsSource(),
    // The faults a rule can inject, as a list the code walks: the scenario schema's enum, not restated.
    'core/store/fault-kinds.generated.ts':
      '// Generated from fixtures/scenario.schema.json by `npm run generate`. Do not edit.\n' +
      `export const faultKinds = ${JSON.stringify(faultEnum(scenarioSchema))} as const;\n` +
      'export type FaultKind = (typeof faultKinds)[number];\n',
    // A HAR's creator.version, in a core that reads no file (it runs in a browser too).
    'core/reports/package-version.generated.ts':
      '// Generated from package.json by `npm run generate`. Do not edit.\n' +
      `export const packageVersion = ${JSON.stringify(version)};\n`,
  };
}

/** The rule's `fault` enum: where a new failure kind is named once. */
function faultEnum(scenarioSchema: Record<string, unknown>): string[] {
  const { $defs } = scenarioSchema as { $defs: { failureRuleFields: { properties: { fault: { enum: string[] } } } } };
  return $defs.failureRuleFields.properties.fault.enum;
}
