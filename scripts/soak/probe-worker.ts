// A worker thread of the soak: on its own event loop (so the load generator's work does not
// inflate it), it sends `GET /__admin/health` every `intervalMs` on one dedicated keep-alive
// connection and records how long each answer took. The admin API is not subject to failure
// rules, so the latency is the server's own queueing: an outside view of its event-loop delay.
import { parentPort, workerData } from 'node:worker_threads';
import { createAgent, send } from './http-client.ts';

interface ProbeSettings {
  port: number;
  intervalMs: number;
  /** Hard stop (epoch ms), whatever the parent says. */
  deadline: number;
}

const { port, intervalMs, deadline } = workerData as ProbeSettings;
const agent = createAgent(1);
let samples: number[] = [];
let failures: string[] = [];
let stopping = false;

parentPort!.on('message', (message: string) => {
  if (message === 'reset') {
    samples = [];
    failures = [];
  }
  if (message === 'stop') stopping = true;
});

while (!stopping && Date.now() < deadline) {
  const started = Date.now();
  const outcome = await send(agent, port, { method: 'GET', path: '/__admin/health', headers: {} }, 10_000);
  if (outcome.type === 'answer' && outcome.status === 200) samples.push(outcome.ms);
  else if (failures.length < 20) failures.push(outcome.type === 'answer' ? `status ${outcome.status}` : outcome.code);
  const wait = intervalMs - (Date.now() - started);
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
}
agent.destroy();
parentPort!.postMessage({ samples, failures });
