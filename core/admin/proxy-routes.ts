import { ApiError } from '../exchange/errors.ts';
import { jsonResponse } from '../exchange/respond.ts';
import type { RecordingSink } from '../state/recording.ts';
import type { Controls } from './controls.ts';
import type { AdminRoute } from './admin-context.ts';
import type { AdminAnswer, AdminBody } from '../../spec/admin-types.ts';

/** Without file access (an admin API outside the server), recordings stay in memory. */
const noFiles = (): RecordingSink => {
  throw new ApiError({
    code: 'invalid_body',
    message: 'This mock cannot write files; record with store.recording and export the scenario instead.',
  });
};

/**
 * `GET /__admin/contract`: where requests go and what the contract watch saw. `/__admin/recording`:
 * GET its state, POST `{ "file": "staging.json" }` to start one (a file `openRecording` accepts),
 * DELETE to stop it once the file is written.
 */
export function proxyRoutes(
  controls: Controls,
  openRecording: (file: string) => RecordingSink | null = noFiles,
): AdminRoute[] {
  return [
    {
      operationId: 'getContract',
      handle: async () => jsonResponse(controls.contract.report() satisfies AdminAnswer<'getContract'>),
    },
    {
      operationId: 'getRecording',
      handle: async () => jsonResponse(controls.recording.status() satisfies AdminAnswer<'getRecording'>),
    },
    {
      operationId: 'startRecording',
      async handle({ body }) {
        // The table checked the body against its spec (core/admin/admin-input.ts).
        const { file } = (await body()) as AdminBody<'startRecording'>;
        return jsonResponse(controls.recording.start(openRecording(file)) satisfies AdminAnswer<'startRecording'>);
      },
    },
    {
      operationId: 'stopRecording',
      handle: async () => jsonResponse((await controls.recording.stop()) satisfies AdminAnswer<'stopRecording'>),
    },
  ];
}
