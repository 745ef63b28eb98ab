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
  /**
   * Throws (`storage_unavailable`) when a write would be refused now, say its file was made
   * read-only: asked before a change, so that a refused one changes nothing in memory either.
   */
  checkWritable?(): void;
  /** What was appended and not yet folded in (parsed, not yet checked): `openStore` adds it to what `read` gave. */
  readAppended?(): Promise<unknown[]>;
  /**
   * Like `write` (the data includes every appended pet), but rejects instead of writing over a
   * change made elsewhere (a hand edit) since the data was last read or written.
   */
  checkpoint?(data: StoreData): Promise<void>;
  /**
   * The storage's rules for pets it holds apart from its whole data (an append log): an adapter
   * with `readAppended` has them. The db file's live with it (server/db-file/merge-unseen.ts); the
   * store only says which pets are unseen and keeps the result.
   */
  reconcile?: StoreReconcile;
}

export interface StoreReconcile {
  /** The data a start reads, with the logged pets read back beside it (checked) taken in. */
  atOpen(data: StoreData, logged: readonly Pet[]): StoreData;
  /**
   * Data changed elsewhere (a hand edit) with the created pets its author cannot have seen taken
   * in; the next id is never below `nextIdFloor`.
   */
  edit(theirs: StoreData, unseen: readonly Pet[], nextIdFloor: number): Reconciled;
}

/** Data taken in by `StoreReconcile.edit`. */
export interface Reconciled {
  data: StoreData;
  /** Pets of `theirs` that had the id of an unseen pet, and the new id each got. */
  moved: { from: number; to: number }[];
  /** Unseen pets that `theirs` lacked (or held with other fields). */
  added: Pet[];
}
