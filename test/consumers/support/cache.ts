import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from '../../support/child-server.ts';

/** Kept between runs on one machine, outside any node_modules (Jest ignores test files there). */
const machineCache = join(tmpdir(), 'animal-store-mock-consumers');

/**
 * The consumer projects and the packed tarball: one folder per checkout, since checkouts side by
 * side must not share installs. A new checkout starts empty; npm's own cache keeps it quick.
 */
export const consumersCache = join(machineCache, createHash('sha256').update(repoRoot).digest('hex').slice(0, 12));

/** Node versions, shared by every checkout: each is written once and never changed. */
export const nodesCache = join(machineCache, 'nodes');
