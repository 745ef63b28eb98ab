/** What a command module exports: its run, given the words after its name. */
export interface CommandModule {
  run(args: string[]): Promise<void>;
}

/** A command of `animal-store-mock <command>`; its module is imported only when it runs (start-up time matters). */
export interface CliCommand {
  name: string;
  summary: string;
  load(): Promise<CommandModule>;
}

/** Every command, one line each; `start` is the default (`animal-store-mock --port 0` starts the server). */
export const cliCommands: CliCommand[] = [
  { name: 'start', summary: 'serve the mock API (the default command)', load: () => import('../main.ts') },
  {
    name: 'scenario',
    summary: 'list, validate, generate and export scenario files',
    load: () => import('./scenario-command.ts'),
  },
  {
    name: 'coverage',
    summary: "merge coverage files or a server's coverage, print and write reports, gate CI",
    load: async () => ({ run: (await import('./coverage-command.ts')).runCoverageCommand }),
  },
  {
    name: 'mcp',
    summary: "serve a running server's admin API to coding agents over MCP (stdio)",
    load: () => import('./mcp-command.ts'),
  },
  {
    name: 'resilience',
    summary: 'merge resilience verdicts of files or a server, print and write reports, gate CI on named checks',
    load: async () => ({ run: (await import('./resilience-command.ts')).runResilienceCommand }),
  },
  {
    name: 'pact',
    summary: 'merge the pacts parallel workers wrote (sandbox.pact(), GET /__admin/pact) into one',
    load: () => import('./pact-command.ts'),
  },
  {
    name: 'replay',
    summary: "start a mock from a snapshot and check a HAR's requests get the same answers (CI)",
    load: () => import('./replay-command.ts'),
  },
  {
    name: 'init',
    summary: "write the mock's setup files for the test stacks this project uses",
    load: () => import('./init-command.ts'),
  },
];
