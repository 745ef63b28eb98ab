import { expect, it } from 'vitest';
import { consumer } from './support/consumer-project.ts';
import { shown } from './support/run.ts';

// The spec as the package ships it: what a user generates a client from.
const spec = 'node_modules/animal-store-mock/spec/openapi.yaml';

it('gives clients generated from the shipped spec (openapi-typescript + openapi-fetch, @hey-api/openapi-ts) a type for every error status, under tsc --strict', async () => {
  const project = consumer('clients');
  for (const [command, ...args] of [
    ['npx', 'openapi-typescript', spec, '-o', 'generated/openapi-typescript.ts'],
    ['npx', 'openapi-ts', '-i', spec, '-o', 'generated/hey-api', '-p', '@hey-api/typescript'],
    ['npx', 'tsc', '-p', 'tsconfig.json'],
  ]) {
    const done = await project.run(command!, args);
    expect(done.code, shown(done)).toBe(0);
  }
});
