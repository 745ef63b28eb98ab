import { ApiError } from '../exchange/errors.ts';
import type { ProxyView } from './proxy-options.ts';
import type { RecordingSink, RecordingStatus } from './recording.ts';
import type { OperationReport } from './contract-watch.ts';
import type { UpstreamState } from './upstream-state.ts';

/** What `GET /__admin/contract` answers: where requests go, and what the contract watch saw. */
export interface ContractReport {
  proxy: ProxyView | null;
  operations: OperationReport[];
}

/**
 * Proxy mode's controls, for the admin API and for MSW users (`store.contract`, `store.recording`).
 * `changed` tells the live feed.
 */
export function upstreamControls(upstream: UpstreamState, changed: () => void) {
  return {
    contract: {
      report: (): ContractReport => ({ proxy: upstream.proxy(), operations: upstream.contract.report() }),
    },
    recording: {
      /**
       * Starts recording the pets in the upstream's answers afresh, into `sink` (a file, on the
       * server) or in memory (export it with `scenario()`).
       */
      start(sink: RecordingSink | null = null): RecordingStatus {
        const proxy = upstream.proxy();
        if (!proxy)
          throw new ApiError({
            code: 'not_proxying',
            message: 'Nothing to record: this mock answers everything itself. Start it with --proxy <upstream>.',
          });
        upstream.recording.start(sink, new URL(proxy.upstream).host);
        changed();
        return upstream.recording.status();
      },
      /** Stops it once its file is written; 404 when none runs. */
      async stop(): Promise<RecordingStatus> {
        if (!upstream.recording.status().active)
          throw new ApiError({ code: 'not_found', message: 'No recording is running.' });
        await upstream.recording.stop();
        changed();
        return upstream.recording.status();
      },
      status: (): RecordingStatus => upstream.recording.status(),
      /** What has been recorded, as a scenario (`loadScenario` or `--scenario` serve it). */
      scenario: upstream.recording.scenario,
    },
  };
}
