import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { chooseConversionTargets } from '@galley/journals';
import { convertForJournals } from '@galley/manuscript/pipeline';
import { readTagsText } from './manuscript-tags-file.ts';

export interface ConvertOptions {
  journal: string[];
  articleType: string;
  tags?: string;
  /** The title to write instead of the tagged title's text (the pipeline's rule: same text → nothing changes). */
  title?: string;
  output: string;
}

/**
 * `galley manuscript convert`: one manuscript → one .docx and one compliance JSON per journal, named by the
 * journal's catalogue id. The rules (journals checked first, read, tags, writer) are the shared pipeline's;
 * this command reads and writes the files.
 */
export async function convertManuscriptFile(
  file: string,
  options: ConvertOptions,
): Promise<string | undefined> {
  const choice = chooseConversionTargets(options.journal, options.articleType);
  if (!choice.ok)
    return choice.reason === 'unknown_journal'
      ? `${choice.message.slice(0, -1)} (try \`galley journals search\`).`
      : choice.message;
  const tagsJson = options.tags ? await readTagsText(options.tags) : undefined;
  if (typeof tagsJson === 'string') return tagsJson;
  const converted = await convertForJournals({
    fileName: path.basename(file),
    bytes: new Uint8Array(await readFile(file)),
    articleType: choice.articleType,
    targets: choice.targets,
    tagsJson,
    ...(options.title ? { title: options.title } : {}),
  });
  if (!converted.ok)
    return converted.reason && converted.code !== 'unreadable'
      ? `${converted.message} (${converted.code}: ${converted.reason})`
      : converted.message;
  const outputProblem = await makeOutputFolder(options.output);
  if (outputProblem) return outputProblem;
  for (const { journalId, docx, report } of converted.outputs) {
    const docxPath = path.join(options.output, `${journalId}.docx`);
    const reportPath = path.join(options.output, `${journalId}.compliance.json`);
    await writeFile(docxPath, docx);
    await writeFile(reportPath, `${JSON.stringify(report, null, 2)}\n`);
    const problems = report.problems.length;
    process.stdout.write(
      `${journalId}\t${docxPath}\t${reportPath}\t${problems === 0 ? 'compliant' : `${problems} problem(s)`}\n`,
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
