export { takeSnapshot, type SnapshotMoment } from './take-snapshot.ts';
export { snapshotState, type RestoreOptions } from './restore-snapshot.ts';
export { replayHar, type ReplayResult, type ReplayTarget } from './replay-har.ts';
