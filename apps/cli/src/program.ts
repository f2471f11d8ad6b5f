import { Command } from 'commander';
import { COMMAND_TABLE } from './command-table.ts';

export const CLI_VERSION = '0.1.0';

/**
 * The `galley` command. Only the command named in `argv` is loaded (see command-table.ts); the others stand as
 * stubs with their summaries, so the help lists every command without importing any of them.
 */
export async function createProgram(argv: readonly string[] = process.argv): Promise<Command> {
  const program = new Command()
    .name('galley')
    .description(
      'Galley on the command line: convert manuscripts to journal formats and check reference lists.\n' +
        'Commands arrive with their areas; run `galley <command> --help` for details.',
    )
    .version(CLI_VERSION, '-v, --version', 'print the version')
    .helpOption('-h, --help', 'show this help')
    .showHelpAfterError()
    .configureHelp({ sortSubcommands: true });
  // `galley help <command>` names it second.
  const words = argv.slice(2).filter((arg) => !arg.startsWith('-'));
  const wanted = words[0] === 'help' ? words[1] : words[0];
  for (const entry of COMMAND_TABLE) {
    const command = entry.name === wanted ? await entry.load() : new Command(entry.name);
    program.addCommand(command.description(entry.summary));
  }
  return program;
}
