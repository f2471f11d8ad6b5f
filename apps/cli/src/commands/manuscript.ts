import { Command } from 'commander';
import { describeManuscript } from './manuscript-describe.ts';
import { readManuscriptFile } from './manuscript-read.ts';
import { tagJson } from './manuscript-tag-json.ts';
import { manuscriptTagger } from './manuscript-tagger-choice.ts';

/** `galley manuscript`: the manuscript engine (@galley/manuscript) on files. */
export function manuscriptCommand(): Command {
  const manuscript = new Command('manuscript');
  manuscript
    .command('inspect')
    .description(
      'run the upload checks, read a .docx (or a .doc, through LibreOffice) and print its outline, counts and warnings',
    )
    .argument('<file>', 'a .docx or .doc file')
    .option('--json', 'print the whole model as JSON', false)
    .action(async (file: string, options: { json: boolean }) => {
      const read = await readManuscriptFile(file);
      if (!read.ok) return fail(read.message);
      process.stdout.write(
        options.json
          ? `${JSON.stringify(read.manuscript)}\n`
          : `${describeManuscript(read.manuscript, read.tokens)}\n`,
      );
    });
  manuscript
    .command('tag')
    .description('read a manuscript and tag its parts with the manuscript steps (highlights per step)')
    .argument('<file>', 'a .docx or .doc file')
    .option(
      '--json',
      'print {"steps":[{"step","highlights":[{"block","start","end","text"}]}],"warnings":[…]}',
      false,
    )
    .option('--tagger <name>', 'local (default) or llm (AI_BASE_URL, AI_API_KEY, AI_MODEL)', 'local')
    .action(async (file: string, options: { json: boolean; tagger: string }) => {
      const read = await readManuscriptFile(file);
      if (!read.ok) return fail(read.message);
      const result = tagJson(read.manuscript, await manuscriptTagger(options.tagger).tag(read.manuscript));
      if (options.json) {
        process.stdout.write(`${JSON.stringify(result)}\n`);
        return;
      }
      for (const { step, highlights } of result.steps) {
        process.stdout.write(`${step} (${highlights.length})\n`);
        for (const h of highlights.slice(0, 3))
          process.stdout.write(
            `  ${h.block} ${h.start}-${h.end} ${h.text.replace(/\s+/g, ' ').slice(0, 90)}\n`,
          );
        if (highlights.length > 3) process.stdout.write(`  … ${highlights.length - 3} more\n`);
      }
      for (const warning of result.warnings) process.stdout.write(`warning: ${warning.message}\n`);
    });
  manuscript
    .command('convert')
    .description(
      'convert a manuscript to the format of one or more journals: one .docx and one compliance JSON per journal',
    )
    .argument('<file>', 'a .docx or .doc file')
    .requiredOption(
      '--journal <id-or-issn>',
      'a journal by catalogue id or ISSN (repeat for several; see `galley journals search`)',
      (value: string, previous: string[] = []) => [...previous, value],
    )
    .option(
      '--article-type <type>',
      'original_article, review_article, case_report, short_communication or letter',
      'original_article',
    )
    .option(
      '--tags <file>',
      'confirmed tags in the shape `galley manuscript tag --json` prints (default: the local tagger)',
    )
    .option(
      '--title <text>',
      "the title to write, instead of the tagged one's text (e.g. a recommended title)",
    )
    .requiredOption('-o, --output <dir>', 'folder for the .docx and compliance JSON files')
    .action(
      async (
        file: string,
        options: { journal: string[]; articleType: string; tags?: string; title?: string; output: string },
      ) => {
        // Loaded on use: the catalogue and the docx library are needed by this command only.
        const { convertManuscriptFile } = await import('./manuscript-convert.ts');
        const error = await convertManuscriptFile(file, options);
        if (error) fail(error);
      },
    );
  return manuscript;
}

function fail(message: string): void {
  process.stderr.write(`${message}\n`);
  process.exitCode = 1;
}
