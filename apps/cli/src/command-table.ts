import type { Command } from 'commander';

/** A top-level command: its name and summary for `galley --help`, and its module, imported only when it runs. */
export interface CommandEntry {
  name: string;
  summary: string;
  load: () => Promise<Command>;
}

/**
 * Every area's sub-command (manuscript, refs, pubmed, journals, admin, worker). The modules load on use, so
 * `galley --help` and `--version` never pay for the catalogue, the docx library, the database driver or the server.
 */
export const COMMAND_TABLE: readonly CommandEntry[] = [
  {
    name: 'admin',
    summary: 'operator tasks on the database the server uses (same environment)',
    load: async () => (await import('./commands/admin.ts')).adminCommand(),
  },
  {
    name: 'journals',
    summary: 'search the catalogue of journals Galley can format for',
    load: async () => (await import('./commands/journals.ts')).journalsCommand(),
  },
  {
    name: 'manuscript',
    summary: 'read Word manuscripts into the manuscript model',
    load: async () => (await import('./commands/manuscript.ts')).manuscriptCommand(),
  },
  {
    name: 'pubmed',
    summary: 'PubMed tools: the local E-utilities server',
    load: async () => (await import('./commands/pubmed.ts')).pubmedCommand(),
  },
  {
    name: 'refs',
    summary: 'parse, convert and format reference lists',
    load: async () => (await import('./commands/refs.ts')).refsCommand(),
  },
  {
    name: 'worker',
    summary: 'run background jobs until SIGTERM (needs DATABASE_URL; same environment as the server)',
    load: async () => (await import('./commands/worker.ts')).workerCommand(),
  },
];
