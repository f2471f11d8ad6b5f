import {
  formatReferences,
  writeBibtex,
  writeCslJson,
  writeNbib,
  writeRis,
  writeText,
} from '@galley/references';
import { Command, Option } from 'commander';
import { refsCheckCommand } from './refs-check.ts';
import { describeItem } from './refs-describe.ts';
import { readInput } from './refs-input.ts';
import {
  INPUT_FORMATS,
  type InputFormat,
  readReferenceInput,
  SPLIT_MODES,
  type SplitMode,
} from './refs-read.ts';
import { refsStyleCommand } from './refs-style.ts';
import { loadTemplate } from './refs-template.ts';

const OUTPUT_FORMATS = ['text', 'html', 'ris', 'nbib', 'bibtex', 'csl-json'] as const;
type OutputFormat = (typeof OUTPUT_FORMATS)[number];

/** `galley refs`: the reference engine (@galley/references) on files and pipes. */
export function refsCommand(): Command {
  const refs = new Command('refs');
  refs
    .command('parse')
    .description(
      'read references (free text, RIS, NBIB, BibTeX, CSL-JSON, EndNote XML, PDF) and print the items',
    )
    .argument('<file>', 'the input file, or - for standard input')
    .addOption(new Option('--from <format>', 'input format (default: detected)').choices(INPUT_FORMATS))
    .addOption(
      new Option(
        '--split <mode>',
        'how pasted text is cut: auto (the layout decides), lines (one reference per line), ' +
          'blank-lines (one per block between blank lines)',
      )
        .choices(SPLIT_MODES)
        .default('auto'),
    )
    .option('--json', 'print {"items":[…],"warnings":[…]} as CSL-JSON with sources and confidences', false)
    .action(async (file: string, options: { from?: InputFormat; split: SplitMode; json: boolean }) => {
      const { items, warnings } = await readReferenceInput(
        await readInput(file),
        options.from,
        options.split,
      );
      if (options.json) {
        process.stdout.write(`${JSON.stringify({ items, warnings })}\n`);
        return;
      }
      if (items.length) process.stdout.write(`${items.map(describeItem).join('\n')}\n`);
      for (const warning of warnings) process.stderr.write(`warning: ${warning.message}\n`);
    });
  refs
    .command('format')
    .description('format references with a preset or a template, or convert them to another format')
    .argument('<file>', 'the input file (any format parse reads), or - for standard input')
    .requiredOption(
      '--style <preset|template.json>',
      'a preset id (ama-11, nlm-vancouver, apa-7, …) or a template file',
    )
    .addOption(new Option('--to <format>', 'output format').choices(OUTPUT_FORMATS).default('text'))
    .action(async (file: string, options: { style: string; to: OutputFormat }) => {
      let template: Awaited<ReturnType<typeof loadTemplate>>;
      try {
        template = await loadTemplate(options.style);
      } catch (error) {
        process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
        process.exitCode = 1;
        return;
      }
      const { items, warnings } = await readReferenceInput(await readInput(file), undefined);
      for (const warning of warnings) process.stderr.write(`warning: ${warning.message}\n`);
      const writers: Record<OutputFormat, () => string> = {
        text: () => writeText(items, template),
        html: () =>
          `${formatReferences(items, template)
            .map((reference) => `<p>${reference.html}</p>`)
            .join('\n')}\n`,
        ris: () => writeRis(items),
        nbib: () => writeNbib(items),
        bibtex: () => writeBibtex(items),
        'csl-json': () => writeCslJson(items),
      };
      process.stdout.write(writers[options.to]());
    });
  refs.addCommand(refsCheckCommand());
  refs.addCommand(refsStyleCommand());
  return refs;
}
