import { Command } from 'commander';
import { adminCommand } from './commands/admin.ts';
import { journalsCommand } from './commands/journals.ts';
import { manuscriptCommand } from './commands/manuscript.ts';
import { pubmedCommand } from './commands/pubmed.ts';
import { refsCommand } from './commands/refs.ts';
import { workerCommand } from './commands/worker.ts';

export const CLI_VERSION = '0.1.0';

/**
 * The `galley` command. Each area adds its sub-command here (manuscript, refs, pubmed, journals, admin, worker)
 * as a thin layer over its package.
 */
export function createProgram(): Command {
  return new Command()
    .name('galley')
    .description(
      'Galley on the command line: convert manuscripts to journal formats and check reference lists.\n' +
        'Commands arrive with their areas; run `galley <command> --help` for details.',
    )
    .version(CLI_VERSION, '-v, --version', 'print the version')
    .helpOption('-h, --help', 'show this help')
    .showHelpAfterError()
    .configureHelp({ sortSubcommands: true })
    .addCommand(adminCommand())
    .addCommand(journalsCommand())
    .addCommand(manuscriptCommand())
    .addCommand(pubmedCommand())
    .addCommand(refsCommand())
    .addCommand(workerCommand());
}
