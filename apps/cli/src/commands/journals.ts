import { ARTICLE_TYPES, type ArticleType } from '@galley/contracts';
import { Command, InvalidArgumentError, Option } from 'commander';
import { journalsTable } from './journals-table.ts';

interface SearchOptions {
  category?: string;
  publisher?: string;
  articleType?: ArticleType;
  limit: number;
  json: boolean;
}

function positiveInteger(text: string): number {
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1)
    throw new InvalidArgumentError('expected a whole number of 1 or more');
  return value;
}

/** `galley journals`: the journal catalogue (@galley/journals). */
export function journalsCommand(): Command {
  const journals = new Command('journals');
  journals
    .command('search')
    .description('find journals by title, abbreviation or ISSN (best matches first)')
    .argument(
      '[query]',
      'words of the title or abbreviation, or an ISSN; empty lists every journal the filters allow',
      '',
    )
    .option(
      '--category <category>',
      'only journals of this subject category (medicine, biology, social_science, …)',
    )
    .option('--publisher <name>', 'only journals of this publisher (springer, elsevier, taylor & francis, …)')
    .addOption(
      new Option('--article-type <type>', 'only journals taking this article type').choices(ARTICLE_TYPES),
    )
    .option('--limit <n>', 'at most this many journals', positiveInteger, 20)
    .option('--json', 'print the journals as a JSON array of catalogue entries', false)
    .action(async (query: string, options: SearchOptions) => {
      // Loaded on use: the catalogue is a 2 MB JSON file every other command would otherwise parse at start-up.
      const { journalCategories, searchJournals } = await import('@galley/journals');
      if (options.category) {
        const categories = journalCategories();
        const category = options.category
          .trim()
          .toLowerCase()
          .replace(/[\s-]+/g, '_');
        if (!categories.includes(category)) {
          process.stderr.write(
            `Unknown category "${options.category}". Categories: ${categories.join(', ')}\n`,
          );
          process.exitCode = 1;
          return;
        }
      }
      const found = searchJournals(
        query,
        { category: options.category, publisher: options.publisher, articleType: options.articleType },
        options.limit,
      );
      if (options.json) {
        process.stdout.write(`${JSON.stringify(found)}\n`);
        return;
      }
      if (!found.length) {
        process.stderr.write('No journal matches.\n');
        return;
      }
      process.stdout.write(`${journalsTable(found)}\n`);
    });
  return journals;
}
