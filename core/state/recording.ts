import { specValidators } from '../contract/spec.ts';
import type { Pet } from '../../spec/schema-types.ts';
import { formatScenario } from '../store/format-scenario.ts';
import type { Scenario } from '../store/scenario-types.ts';
import { storeDataToScenario } from '../store/store-data-to-scenario.ts';
import { coalesceWrites } from '../store/coalesce-writes.ts';

/** Where a recording is written as it grows: the server's file; none in MSW (export it instead). */
export interface RecordingSink {
  /** Shown in the status: the file's path. */
  name: string;
  /** Replaces the whole file with this text, atomically. */
  write(text: string): Promise<void>;
}

export interface RecordingStatus {
  active: boolean;
  /** The file it is written to; null when kept in memory only. */
  file: string | null;
  /** Pets recorded so far. */
  pets: number;
  /** When it started (the mock's clock), ISO 8601; null when none has run. */
  since: string | null;
  /** The last write's failure, if it failed; the recording goes on in memory. */
  error: string | null;
}

/** The answers that hold pets: the operation, its success status, and whether the body is a list. */
const petAnswers: Record<string, { status: number; list: boolean }> = {
  listPets: { status: 200, list: true },
  getPet: { status: 200, list: false },
  createPet: { status: 201, list: false },
};

/**
 * Collects every pet seen in the upstream's answers (listPets, getPet, createPet) into a scenario:
 * one per id, the latest answer winning, ids kept, `nextId` past the highest. Only pet bodies are
 * read: no header, key or request body can end up in it. Each change is written to the sink
 * (writes coalesced: a burst costs two).
 * @example const recording = createRecording(Date.now); recording.start(null, 'staging.example'); recording.scenario()
 */
export function createRecording(now: () => number) {
  const validatePet = specValidators().component<Pet>('Pet');
  const pets = new Map<number, Pet>();
  let sink: RecordingSink | null = null;
  let source = '';
  let since: number | null = null;
  let active = false;
  let error: string | null = null;
  let pending: Promise<void> = Promise.resolve();
  let flush = () => Promise.resolve();
  const write = () => {
    pending = flush().then(
      () => {
        error = null;
      },
      (failure: Error) => {
        error = failure.message;
      },
    );
  };

  const scenario = (): Scenario => {
    const sorted = [...pets.values()].sort((a, b) => a.id - b.id);
    const nextId = (sorted.at(-1)?.id ?? 0) + 1;
    return storeDataToScenario(
      { meta: { version: 1, nextId, seed: 0 }, pets: sorted },
      {
        name: 'recorded',
        description: `Pets in the answers of ${source}, recorded from ${new Date(since ?? now()).toISOString()}.`,
      },
    );
  };

  return {
    /** Starts afresh (the file is replaced), written to `to` or kept in memory; `from` names the upstream. */
    start(to: RecordingSink | null, from: string): void {
      pets.clear();
      [sink, source, since, active, error] = [to, from, now(), true, null];
      flush = to ? coalesceWrites(() => to.write(formatScenario(scenario()))) : () => Promise.resolve();
      write();
    },
    /** Stops collecting once the last write is done. */
    async stop(): Promise<void> {
      active = false;
      await pending;
    },
    /** Takes the pets of one upstream answer, if it holds any. */
    collect(operationId: string, status: number, body: unknown): void {
      const answer = petAnswers[operationId];
      if (!active || !answer || answer.status !== status) return;
      let changed = false;
      for (const candidate of answer.list ? (Array.isArray(body) ? body : []) : [body]) {
        const result = validatePet(candidate);
        if (!result.ok) continue;
        const pet = petOf(result.value);
        if (JSON.stringify(pets.get(pet.id)) === JSON.stringify(pet)) continue;
        pets.set(pet.id, pet);
        changed = true;
      }
      if (changed) write();
    },
    status: (): RecordingStatus => ({
      active,
      file: sink?.name ?? null,
      pets: pets.size,
      since: since === null ? null : new Date(since).toISOString(),
      error,
    }),
    scenario,
  };
}

/** The Pet's own fields only: an upstream may send more. */
function petOf({ id, name, categoryId, status }: Pet): Pet {
  return status === undefined ? { id, name, categoryId } : { id, name, categoryId, status };
}
