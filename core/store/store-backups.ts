import type { StoreData } from './store-data.ts';

/**
 * Where a store that lives in a file keeps what a scenario or a reset replaces, newest last: the server
 * gives one (backups beside its db file); a store in memory has none, nothing there outlives it.
 */
export interface StoreBackups {
  /** Keeps `data` (what `reason`, a scenario's name or `reset`, is about to replace); returns the backup's path, for messages. */
  keep(data: StoreData, reason: string): Promise<string>;
  /** The newest backup, taken out of the list (undefined when there is none), and a way to drop its file once restored. */
  takeNewest(): Promise<{ data: StoreData; path: string; drop(): Promise<void> } | undefined>;
}
