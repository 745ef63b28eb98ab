import { createContext } from 'preact';
import { useContext } from 'preact/hooks';
import type { AdminEvent } from '../../core/internal.ts';
import type { AdminAnswer } from '../../spec/admin-types.ts';
import type {
  ActiveFailureRule,
  ContractReport,
  CoverageDocument,
  Explanation,
  FailureRule,
  JournalEntry,
  Outcome,
  PetQuery,
  RecordingStatus,
  ResilienceDocument,
  SandboxSummary,
  Scenario,
  StoreSummary,
} from './admin-types.ts';

export type FeedState = 'connecting' | 'live' | 'reconnecting';

/** What the views are told as it happens: served requests, changes made by controls, the world's events. */
export interface LiveFeed {
  state(): FeedState;
  subscribe(listener: (event: AdminEvent) => void): () => void;
  onState(listener: (state: FeedState) => void): () => void;
}

/**
 * Where the views read and steer a mock: the admin API over HTTP (the QA dashboard, admin-api.ts)
 * or a page's own in-browser store (the MSW panel, mocks/panel-source.ts). Every call answers the
 * admin API's JSON, or the Error body it would have answered.
 */
export interface DashboardSource {
  /** Names the store in the header ("QA dashboard", "in this page"). */
  label: string;
  /** Whether the store can be one of the server's sandboxes (the picker is shown). */
  sandboxes: boolean;
  /** The sandbox shown, or undefined for the main store. */
  sandbox: string | undefined;
  feed: LiveFeed;
  storeSummary(): Promise<Outcome<StoreSummary>>;
  pets(query: PetQuery): Promise<Outcome<AdminAnswer<'listStorePets'>>>;
  scenarios(): Promise<Outcome<AdminAnswer<'listScenarios'>>>;
  loadScenario(scenario: string | Scenario): Promise<Outcome<AdminAnswer<'loadScenario'>>>;
  /** Puts back what the last scenario load (or reset) replaced in a db file. */
  undoScenario(): Promise<Outcome<AdminAnswer<'undoScenario'>>>;
  reset(): Promise<Outcome<AdminAnswer<'reset'>>>;
  /** Where the browser downloads the state as a scenario file (asked at the click). */
  exportHref(): string;
  /** The snapshot of the store just before request `at` was answered (docs/snapshots.md). */
  snapshot(at: number): Promise<Outcome<Scenario>>;
  listSandboxes(): Promise<Outcome<SandboxSummary[]>>;
  failures(): Promise<Outcome<ActiveFailureRule[]>>;
  addFailure(rule: FailureRule): Promise<Outcome<ActiveFailureRule>>;
  removeFailure(id: string): Promise<Outcome<ActiveFailureRule>>;
  clearFailures(): Promise<Outcome<AdminAnswer<'clearFailures'>>>;
  requests(): Promise<Outcome<JournalEntry[]>>;
  clearRequests(): Promise<Outcome<AdminAnswer<'clearRequests'>>>;
  explain(id: number): Promise<Outcome<Explanation>>;
  clock(): Promise<Outcome<AdminAnswer<'getClock'>>>;
  setClock(now: string | null): Promise<Outcome<AdminAnswer<'setClock'>>>;
  setSpeed(speed: number): Promise<Outcome<AdminAnswer<'setClock'>>>;
  advanceClock(by: string): Promise<Outcome<AdminAnswer<'advanceClock'>>>;
  world(): Promise<Outcome<AdminAnswer<'getWorld'>>>;
  worldEvents(): Promise<Outcome<AdminAnswer<'listWorldEvents'>>>;
  contract(): Promise<Outcome<ContractReport>>;
  recording(): Promise<Outcome<RecordingStatus>>;
  startRecording(file: string): Promise<Outcome<AdminAnswer<'startRecording'>>>;
  stopRecording(): Promise<Outcome<AdminAnswer<'stopRecording'>>>;
  coverage(): Promise<Outcome<CoverageDocument>>;
  resetCoverage(): Promise<Outcome<AdminAnswer<'resetCoverage'>>>;
  resilience(): Promise<Outcome<ResilienceDocument>>;
}

export const DashboardSourceContext = createContext<DashboardSource | null>(null);

/** The source the views of this tree read. */
export function useSource(): DashboardSource {
  const source = useContext(DashboardSourceContext);
  if (!source) throw new Error('The dashboard views need a DashboardSourceContext provider');
  return source;
}
