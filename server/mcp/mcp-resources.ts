import { openapiDocument } from '../../core/internal.ts';
import { scenarioSchema } from '../../core/store/scenario-schema.ts';
import type { AdminClient } from './admin-client.ts';
import { adminDocument } from './tool-schemas.ts';

export interface McpResource {
  name: string;
  uri: string;
  title: string;
  description: string;
  read(admin: AdminClient): Promise<unknown>;
}

const fixed = (value: unknown) => () => Promise.resolve(value);

/** What an agent can read besides the tools: the two contracts, the scenario format, the state. */
export const mcpResources: readonly McpResource[] = [
  {
    name: 'openapi',
    uri: 'animal-store-mock://spec/openapi.json',
    title: 'The API (OpenAPI)',
    description: 'spec/openapi.yaml: the Animal Store API the mock serves under /v1.',
    read: fixed(openapiDocument),
  },
  {
    name: 'admin-openapi',
    uri: 'animal-store-mock://spec/admin.openapi.json',
    title: 'The admin API (OpenAPI)',
    description:
      'spec/admin.openapi.yaml, the schemas it uses from other files among its components: the /__admin routes the tools call.',
    read: () => Promise.resolve(adminDocument()),
  },
  {
    name: 'scenario-schema',
    uri: 'animal-store-mock://spec/scenario.schema.json',
    title: 'The scenario JSON Schema',
    description: 'fixtures/scenario.schema.json: what load_scenario and scenario files take.',
    read: fixed(scenarioSchema),
  },
  {
    name: 'current-scenario',
    uri: 'animal-store-mock://state/scenario.json',
    title: 'The current state, as a scenario',
    description: "The main store's state now (GET /__admin/db); snapshot_store reads a sandbox's.",
    async read(admin) {
      const answer = await admin.send({ operation: 'exportState' });
      if (!answer.ok) throw new Error(`${answer.refusal.code}: ${answer.refusal.message}`);
      return answer.body;
    },
  },
];
