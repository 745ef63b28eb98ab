import type { Adapter } from 'lowdb';
import type { Pet } from '../../spec/schema-types.ts';
import type { StoreData } from './store-data.ts';

/**
 * The one storage interface the store sees: a lowdb adapter (`read` and `write` the whole data),
 * optionally with an append-only log, so that a create costs the same at any store size.
 * `Memory` and `LocalStorage` are plain adapters; the server's JSON file adapter has the log.
 */
export interface StoreAdapter extends Adapter<StoreData> {
  /** Makes newly created pets durable without writing the whole data; `write` and `checkpoint` fold them in. */
  append?(pets: readonly Pet[]): Promise<void>;
  /** What was appended and not yet folded in (parsed, not yet checked): `openStore` adds it to what `read` gave. */
  readAppended?(): Promise<unknown[]>;
  /**
   * Like `write` (the data includes every appended pet), but rejects instead of writing over a
   * change made elsewhere (a hand edit) since the data was last read or written.
   */
  checkpoint?(data: StoreData): Promise<void>;
}
