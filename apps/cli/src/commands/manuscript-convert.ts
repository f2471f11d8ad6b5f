import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ArticleType, type CatalogueJournal, type TagResult } from '@galley/contracts';
import { findJournal, offeredArticleTypes, resolveJournalTemplate } from '@galley/journals';
import { localTagger } from '@galley/manuscript';
import { convertManuscript } from '@galley/manuscript/writer';
import { readManuscriptFile } from './manuscript-read.ts';
import { readTagsFile } from './manuscript-tags-file.ts';

export interface ConvertOptions {
  journal: string[];
  articleType: string;
  tags?: string;
  output: string;
}

/**
 * `galley manuscript convert`: one manuscript → one .docx and one compliance JSON per journal, named by the
 * journal's catalogue id. Every journal is checked before anything is written, so a typo in the third journal
 * does not leave two files behind and an error.
 */
export async function convertManuscriptFile(
  file: string,
  options: ConvertOptions,
): Promise<string | undefined> {
  const articleType = ArticleType.safeParse(options.articleType);
  if (!articleType.success)
    return `Unknown article type "${options.articleType}"; one of: ${ArticleType.options.join(', ')}.`;
  const journals: CatalogueJournal[] = [];
  for (const wanted of options.journal) {
    const journal = findJournal(wanted);
    if (!journal) return `No journal with id or ISSN "${wanted}" (try \`galley journals search\`).`;
    if (!offeredArticleTypes(journal.templateFamily, journal.id).includes(articleType.data))
      return `${journal.title} does not take ${articleType.data}; it takes: ${journal.articleTypes.join(', ')}.`;
    if (!journals.some((known) => known.id === journal.id)) journals.push(journal);
  }
  const read = await readManuscriptFile(file);
  if (!read.ok) return read.message;
  let tags: TagResult;
  if (options.tags) {
    const fromFile = await readTagsFile(options.tags, read.manuscript);
    if (!fromFile.ok) return fromFile.message;
    tags = fromFile.tags;
  } else tags = await localTagger.tag(read.manuscript);
  const outputProblem = await makeOutputFolder(options.output);
  if (outputProblem) return outputProblem;
  for (const journal of journals) {
    const converted = await convertManuscript({
      manuscript: read.manuscript,
      tags,
      template: resolveJournalTemplate(journal, articleType.data),
      journal: { id: journal.id, title: journal.title, templateFamily: journal.templateFamily },
      articleType: articleType.data,
    });
    const docxPath = path.join(options.output, `${journal.id}.docx`);
    const reportPath = path.join(options.output, `${journal.id}.compliance.json`);
    await writeFile(docxPath, converted.docx);
    await writeFile(reportPath, `${JSON.stringify(converted.report, null, 2)}\n`);
    const problems = converted.report.problems.length;
    process.stdout.write(
      `${journal.id}\t${docxPath}\t${reportPath}\t${problems === 0 ? 'compliant' : `${problems} problem(s)`}\n`,
    );
  }
  return undefined;
}

/** `-o` must name a folder: an existing file there (or a file in its path) is the author's mistake, not a crash. */
async function makeOutputFolder(folder: string): Promise<string | undefined> {
  try {
    await mkdir(folder, { recursive: true });
    return undefined;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EEXIST' || code === 'ENOTDIR')
      return `Cannot write to ${folder}: it is a file, not a folder (give -o a folder).`;
    return `Cannot create the output folder ${folder}: ${(error as Error).message}`;
  }
}
