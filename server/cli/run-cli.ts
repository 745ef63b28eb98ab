import { closestName } from '../../core/contract/closest-name.ts';
import { Command } from 'commander';
import { cliCommands } from './commands.ts';
import { packageVersion } from './package-version.ts';
import { runProgram } from './run-program.ts';

/**
 * `animal-store-mock [command] ...`: picks the command by its first word (`start` when none
 * matches) and hands it the rest; each command parses and documents its own options.
 * Exit codes: 0 done, 1 the work failed, 2 a bad command line.
 */
export async function runCli(argv: string[]): Promise<void> {
  const program = new Command('animal-store-mock')
    .description(
      'A stateful mock of the Animal Store API: the server, its scenario files, and setup files for test stacks.',
    )
    .usage('[command] [options]')
    .version(packageVersion(), '-v, --version')
    .enablePositionalOptions()
    .helpCommand(false)
    .addHelpText('after', '\nWith no command, `start`. Options of each: animal-store-mock <command> --help')
    .exitOverride();
  for (const command of cliCommands) {
    program
      .command(command.name, { isDefault: command.name === 'start' })
      .description(command.summary)
      // The command's own parser sees everything after its name, --help included.
      .helpOption(false)
      .passThroughOptions()
      .allowUnknownOption()
      .allowExcessArguments()
      .action(async (_options: unknown, self: Command) => {
        // The default command got a word that names no command: a typo, not an option of `start`.
        const [first] = self.args;
        if (self.name() === 'start' && first !== undefined && first === argv[0] && !first.startsWith('-')) {
          const names = cliCommands.map(({ name }) => name);
          const near = closestName(first, names);
          program.error(
            `error: unknown command '${first}'${near ? ` (did you mean ${near}?)` : ''}; the commands: ${names.join(', ')}`,
            { exitCode: 2 },
          );
        }
        await (await command.load()).run(self.args);
      });
  }
  await runProgram(program, argv);
}
