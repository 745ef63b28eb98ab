import { describe, expect, it } from 'vitest';
import { basePath } from './interface-facts.ts';
import { openapiDocument } from './spec.ts';

describe('basePath', () => {
  it('is the path of every server the spec names', () => {
    const servers = openapiDocument.servers as { url: string }[];
    expect(servers.length).toBeGreaterThan(0);
    for (const { url } of servers) expect(new URL(url).pathname.replace(/\/+$/, '')).toBe(basePath);
  });
});
