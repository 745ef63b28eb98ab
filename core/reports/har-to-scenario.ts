import type { Pet } from '../../spec/schema-types.ts';
import type { Scenario, ScenarioPet } from '../store/scenario-types.ts';
import { contractOperation, type ContractOperation, type PetAnswer } from './contract-exchange.ts';
import { harBody } from './har-body.ts';
import { defaultHarSizeLimit, isObject, readHar, type HarImportError } from './har-input.ts';

export interface HarToScenarioOptions {
  /** The scenario's name; `from-har` by default. */
  name?: string;
  description?: string;
  /**
   * Sets the scenario's clock to the latest time an answer of the API was made: its `Date` header, or
   * when its request started if it has none (the mock's own HAR). Deprecation and sunset follow it.
   */
  keepClock?: boolean;
  /** Reads only requests sent to this origin (`https://staging-api.animal-store.example`); any by default. */
  origin?: string;
  /** Bytes; 10 MiB by default. */
  maxBytes?: number;
}

/** A contract exchange that was skipped, and why. */
export interface RejectedExchange {
  /** Its index in `log.entries`. */
  entry: number;
  operationId: string;
  /** Origin and path only: a query string may hold a key. */
  url: string;
  reason: string;
}

/** What an import read and what it skipped. */
export interface HarImportSummary {
  entries: number;
  /** Answers of the contract whose pets were merged. */
  read: number;
  /** Exchanges of the contract whose answer carries no pets: errors, failed connections. */
  withoutPets: number;
  /** Requests to another origin than the one asked for. */
  otherOrigin: number;
  /** Requests to a path or with a method the contract does not have, or with no readable URL. */
  notContract: number;
  rejected: RejectedExchange[];
  pets: number;
}

export type HarToScenarioResult =
  | { ok: true; scenario: Scenario; summary: HarImportSummary }
  | { ok: false; error: HarImportError };

/** A contract exchange's answer with pets, at the time its request started. */
interface PetsSeen {
  time: number;
  entry: number;
  pets: Pet[];
}

/**
 * A scenario from the Animal Store answers in a HAR (a browser's, Playwright's or the proxy's):
 * the pets of every answer that carries some, merged by id with the latest answer winning, and the
 * next id above the highest. Only pets, and the clock if asked, are read: no header, cookie or
 * query value of the HAR reaches the scenario or the summary.
 * @example const result = harToScenario(await readFile('staging.har'), { keepClock: true });
 *   if (result.ok) await writeFile('staging.json', formatScenario(result.scenario));
 */
export function harToScenario(input: string | Uint8Array, options: HarToScenarioOptions = {}): HarToScenarioResult {
  const read = readHar(input, options.maxBytes ?? defaultHarSizeLimit);
  if (!read.ok) return read;
  const entries: readonly unknown[] = read.har.log.entries;
  // An origin that is no URL matches no request, which the summary's count of other origins shows.
  const only = options.origin === undefined ? undefined : (URL.parse(options.origin)?.origin ?? options.origin);
  const summary: HarImportSummary = {
    entries: entries.length,
    read: 0,
    withoutPets: 0,
    otherOrigin: 0,
    notContract: 0,
    rejected: [],
    pets: 0,
  };
  const seen: PetsSeen[] = [];
  let latestDate = Number.NEGATIVE_INFINITY;
  // The mock's own HAR carries no Date header: its entries' start times are the simulated clock's.
  let latestStart = Number.NEGATIVE_INFINITY;
  let answered = 0;
  let withBody = 0;

  entries.forEach((entry, index) => {
    const exchange = contractExchange(entry);
    if (!exchange) return void summary.notContract++;
    if (only !== undefined && exchange.url.origin !== only) return void summary.otherOrigin++;
    const { operation, response } = exchange;
    const status = typeof response?.status === 'number' ? response.status : 0;
    if (status >= 200 && status < 300) answered++;
    // A body saved beside the HAR (Playwright's `content: 'attach'`) is there, only not readable here.
    if (
      isObject(response?.content) &&
      (typeof response.content.text === 'string' || typeof response.content._file === 'string')
    )
      withBody++;
    if (options.keepClock) {
      latestDate = Math.max(latestDate, dateHeader(response?.headers));
      latestStart = Math.max(latestStart, startTime(entry));
    }
    // HEAD is routed as GET, but its answer has no body to read pets from.
    const answer = exchange.method === 'HEAD' ? undefined : operation.petAnswers.get(status);
    if (!answer) return void summary.withoutPets++;
    const pets = answerPets(answer, response?.content);
    if (!pets.ok) {
      summary.rejected.push({
        entry: index,
        operationId: operation.operationId,
        url: `${exchange.url.origin}${exchange.url.pathname}`,
        reason: pets.reason,
      });
      return;
    }
    summary.read++;
    seen.push({ time: startTime(entry), entry: index, pets: pets.pets });
  });

  if (answered > 0 && withBody === 0) {
    return {
      ok: false,
      error: {
        code: 'har_without_content',
        message: 'The HAR holds no response bodies (it was saved without content): save it again with content.',
      },
    };
  }
  const pets = mergedPets(seen);
  summary.pets = pets.length;
  const clockAt = Number.isFinite(latestDate) ? latestDate : latestStart;
  const scenario: Scenario = {
    name: options.name || 'from-har',
    version: 1,
    description: options.description || `Pets read from a HAR: ${pets.length} pets from ${summary.read} answers.`,
    pets,
    ...(pets.length > 0 && { nextId: pets[pets.length - 1]!.id! + 1 }),
    ...(Number.isFinite(clockAt) && { clock: { now: new Date(clockAt).toISOString() } }),
  };
  return { ok: true, scenario, summary };
}

/** The pets of an answer's body, read and checked against the contract, or why it was skipped. */
function answerPets(answer: PetAnswer, content: unknown): { ok: true; pets: Pet[] } | { ok: false; reason: string } {
  const body = harBody(content);
  if (!body.ok) return body;
  let value: unknown;
  try {
    value = JSON.parse(body.text);
  } catch {
    return { ok: false, reason: 'its body is not JSON' };
  }
  const checked = answer.validate(value, 'body');
  if (!checked.ok)
    return { ok: false, reason: `its body breaks the contract: ${checked.problems.slice(0, 3).join('; ')}` };
  const pets = Array.isArray(checked.value) ? checked.value : [checked.value];
  if (pets.some(({ id }) => id < 1))
    return { ok: false, reason: 'it holds a pet with an id below 1, which a scenario cannot hold' };
  return { ok: true, pets };
}

/** The entry's URL, operation and response when its request is one of the contract's. */
function contractExchange(
  entry: unknown,
):
  | { url: URL; method: string; operation: ContractOperation; response: Record<string, unknown> | undefined }
  | undefined {
  const request = isObject(entry) ? entry.request : undefined;
  if (!isObject(request) || typeof request.url !== 'string' || typeof request.method !== 'string') return undefined;
  let url: URL;
  try {
    url = new URL(request.url);
  } catch {
    return undefined;
  }
  const operation = contractOperation(request.method, url.pathname);
  if (!operation) return undefined;
  const response = (entry as Record<string, unknown>).response;
  return { url, method: request.method.toUpperCase(), operation, response: isObject(response) ? response : undefined };
}

/** Every pet seen, by id, the one of the latest answer winning (ties in the HAR's order); sorted by id. */
function mergedPets(seen: PetsSeen[]): ScenarioPet[] {
  seen.sort((a, b) => a.time - b.time || a.entry - b.entry);
  const byId = new Map<number, ScenarioPet>();
  for (const { pets } of seen) {
    for (const { id, name, categoryId, status } of pets)
      byId.set(id, status === undefined ? { id, name, categoryId } : { id, name, categoryId, status });
  }
  return [...byId.values()].sort((a, b) => a.id! - b.id!);
}

/** When the entry's request started, in ms; an entry without a readable time counts as the earliest. */
function startTime(entry: unknown): number {
  const time =
    isObject(entry) && typeof entry.startedDateTime === 'string' ? Date.parse(entry.startedDateTime) : Number.NaN;
  return Number.isNaN(time) ? Number.NEGATIVE_INFINITY : time;
}

/** The time a `Date` header in a HAR header list says, in ms; -Infinity when there is none. */
function dateHeader(headers: unknown): number {
  if (!Array.isArray(headers)) return Number.NEGATIVE_INFINITY;
  const header = headers.find(
    (h): h is { value: string } =>
      isObject(h) && String(h.name).toLowerCase() === 'date' && typeof h.value === 'string',
  );
  const time = header ? Date.parse(header.value) : Number.NaN;
  return Number.isNaN(time) ? Number.NEGATIVE_INFINITY : time;
}
