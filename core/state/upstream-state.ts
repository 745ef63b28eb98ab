import { createContractWatch } from './contract-watch.ts';
import type { ProxyView } from './proxy-options.ts';
import { createRecording } from './recording.ts';

/**
 * What proxy mode keeps per mock, whether or not it proxies yet: the upstream in use, the contract
 * watch's counters and the recording. MSW sets the upstream when its handlers are made.
 */
export function createUpstreamState(now: () => number) {
  let proxy: ProxyView | null = null;
  return {
    contract: createContractWatch(now),
    recording: createRecording(now),
    /** The upstream requests go to; null while the mock answers everything itself. */
    proxy: (): ProxyView | null => proxy,
    use(view: ProxyView): void {
      proxy = view;
    },
  };
}

export type UpstreamState = ReturnType<typeof createUpstreamState>;
