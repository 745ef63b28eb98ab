import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from '../../support/child-server.ts';

/**
 * Where consumer projects, Node versions and the packed tarball live between runs on one machine:
 * one folder per checkout (checkouts side by side must not share installs), outside any
 * node_modules (Jest ignores test files there). A new checkout starts empty; npm's own cache
 * still makes its installs quick.
 */
export const consumersCache = join(tmpdir(), 'animal-store-mock-consumers', createHash('sha256').update(repoRoot).digest('hex').slice(0, 12));
