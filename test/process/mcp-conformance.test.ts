import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../support/child-server.ts';
import { startTestServer } from '../support/test-server.ts';

// The conformance CLI that `npx @modelcontextprotocol/conformance` runs, started on this Node
// directly: npx's own start costs ~3 s a run here, the scenarios well under one.
const conformance = join(repoRoot, 'node_modules/@modelcontextprotocol/conformance/dist/index.js');
const run = (args: string[]) =>
  promisify(execFile)(process.execPath, [conformance, ...args], { cwd: repoRoot, timeout: 30_000 });

/** The server scenarios that apply to a server with tools and resources. */
const applicable = [
  'server-initialize',
  'ping',
  'tools-list',
  'resources-list',
  'server-sse-multiple-streams',
  'dns-rebinding-protection',
];

/** The others, each with why it does not apply to this server. */
const notApplicable: Record<string, string> = {
  'logging-set-level': 'the server offers no logging capability',
  'completion-complete': 'it has no prompts or resource templates to complete',
  'tools-call-simple-text': "calls the suite's own fixture tool test_simple_text",
  'tools-call-image': "calls the suite's fixture tool test_image_content",
  'tools-call-audio': "calls the suite's fixture tool test_audio_content",
  'tools-call-embedded-resource': "calls the suite's fixture tool test_embedded_resource",
  'tools-call-mixed-content': "calls the suite's fixture tool test_multiple_content_types",
  'tools-call-with-logging': "calls the suite's fixture tool test_tool_with_logging",
  'tools-call-error': "calls the suite's fixture tool test_error_handling",
  'tools-call-with-progress': "calls the suite's fixture tool test_tool_with_progress",
  'tools-call-sampling': "calls the suite's fixture tool test_sampling (the server asks no sampling)",
  'tools-call-elicitation': "calls the suite's fixture tool test_elicitation (the server asks no elicitation)",
  'json-schema-2020-12': "reads the suite's fixture tool's 2020-12 schema",
  'elicitation-sep1034-defaults': "calls the suite's fixture tool test_elicitation_sep1034_defaults",
  'elicitation-sep1330-enums': "calls the suite's fixture tool test_elicitation_sep1330_enums",
  'server-sse-polling': "calls the suite's fixture tool test_reconnection, which closes its stream mid-call",
  'resources-read-text': "reads the suite's fixture resource test://static-text",
  'resources-read-binary': "reads the suite's fixture resource test://static-binary",
  'resources-templates-read': "reads the suite's fixture template test://template/{id}",
  'resources-subscribe': 'the server offers no subscriptions (its resources change only through its tools)',
  'resources-unsubscribe': 'the server offers no subscriptions',
  'prompts-list': 'the server has no prompts',
  'prompts-get-simple': 'the server has no prompts',
  'prompts-get-with-args': 'the server has no prompts',
  'prompts-get-embedded-resource': 'the server has no prompts',
  'prompts-get-with-image': 'the server has no prompts',
};

describe('@modelcontextprotocol/conformance 0.1.16 against /__admin/mcp', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  it('knows every server scenario of the suite as run here or not applicable, with the reason', async () => {
    const { stdout } = await run(['list']);
    const serverPart = stdout.slice(stdout.indexOf('Server scenarios'), stdout.indexOf('Client scenarios'));
    const listed = [...serverPart.matchAll(/^\s+- (\S+)/gm)].map(([, name]) => name!);
    expect(listed.sort()).toEqual([...applicable, ...Object.keys(notApplicable)].sort());
  });

  // The DNS rebinding scenario needs a loopback URL, and sends a foreign Host and Origin: the
  // server's Host allowlist answers 403.
  it.for(applicable)('passes %s with no failure and no warning', async (scenario) => {
    const { stdout, stderr } = await run([
      'server',
      '--url',
      `http://127.0.0.1:${server.port}/__admin/mcp`,
      '--scenario',
      scenario,
    ]);
    const [, passed, total, failed, warnings] =
      /Passed: (\d+)\/(\d+), (\d+) failed, (\d+) warnings/.exec(stdout + stderr) ?? [];
    expect({ failed, warnings }, stdout).toEqual({ failed: '0', warnings: '0' });
    expect(Number(passed)).toBe(Number(total));
    expect(Number(total)).toBeGreaterThan(0);
  });
});
