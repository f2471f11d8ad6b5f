import { readFile } from 'node:fs/promises';
import { cslWarningText, exportCslStyle, importCslStyle } from '@galley/references';
import { Command, Option } from 'commander';
import { loadTemplate } from './refs-template.ts';

/**
 * `galley refs style`: reference templates as CSL styles. `export` prints a preset or template.json as a CSL
 * 1.0.2 style; `import` prints a .csl style as a template.json for `refs format --style`. What could not be
 * carried over goes to standard error, one English line each.
 */
export function refsStyleCommand(): Command {
  const style = new Command('style').description('export templates as CSL styles and import CSL styles');
  style
    .command('export')
    .description('print a preset or template as a CSL 1.0.2 style')
    .argument('<style>', 'a preset id (ama-11, nlm-vancouver, apa-7, …) or a template.json file')
    .addOption(new Option('--to <format>', 'output format').choices(['csl']).makeOptionMandatory())
    .action(async (name: string) => {
      let template: Awaited<ReturnType<typeof loadTemplate>>;
      try {
        template = await loadTemplate(name);
      } catch (error) {
        process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
        process.exitCode = 1;
        return;
      }
      const result = exportCslStyle(template);
      process.stdout.write(result.style);
      for (const warning of result.warnings) process.stderr.write(`warning: ${cslWarningText(warning)}\n`);
    });
  style
    .command('import')
    .description('print a CSL style (.csl) as a template.json usable by `refs format --style`')
    .argument('<file>', 'the .csl file')
    .action(async (file: string) => {
      let xml: string;
      try {
        xml = await readFile(file, 'utf8');
      } catch (error) {
        process.stderr.write(
          `Cannot read ${file}: ${error instanceof Error ? error.message : String(error)}\n`,
        );
        process.exitCode = 1;
        return;
      }
      const result = importCslStyle(xml);
      if (result.template) process.stdout.write(`${JSON.stringify(result.template, null, 2)}\n`);
      else process.exitCode = 1;
      for (const warning of result.warnings) process.stderr.write(`warning: ${cslWarningText(warning)}\n`);
    });
  return style;
}
