import type { CslItem, ValidationReport } from '@galley/contracts';
import { findPreset, formatReferences } from '@galley/references';
import { Command, Option } from 'commander';
import { eutilsClientFromEnv } from './refs-check-client.ts';
import { renderCheckTable } from './refs-check-table.ts';
import { readInput } from './refs-input.ts';
import { INPUT_FORMATS, type InputFormat, readReferenceInput } from './refs-read.ts';

/** `galley refs check`: parse a reference list and validate every reference against PubMed (issue 5). */
export function refsCheckCommand(): Command {
  return new Command('check')
    .description(
      'validate references against PubMed: verified, verified with differences, mismatch, not found or N/A, ' +
        'with PMIDs and precautions (PUBMED_BASE_URL, NCBI_API_KEY, NCBI_TOOL, NCBI_EMAIL configure the server)',
    )
    .argument('<file>', 'the input file (any format parse reads), or - for standard input')
    .addOption(new Option('--from <format>', 'input format (default: detected)').choices(INPUT_FORMATS))
    .option('--json', 'print {"references":[…],"requests":N} with each reference\'s evidence', false)
    .action(async (file: string, options: { from?: InputFormat; json: boolean }) => {
      const { items, warnings } = await readReferenceInput(await readInput(file), options.from);
      for (const warning of warnings) process.stderr.write(`warning: ${warning.message}\n`);
      if (items.length === 0) {
        // The spec's message went to stderr above; with --json, stdout still carries the (empty) JSON shape.
        if (options.json)
          process.stdout.write(`${JSON.stringify(checkJson({ references: [], requests: 0 }))}\n`);
        process.exitCode = 1;
        return;
      }
      const { validateReferences } = await import('@galley/pubmed');
      const report = await validateReferences(withSources(items), { client: await eutilsClientFromEnv() });
      process.stdout.write(
        options.json ? `${JSON.stringify(checkJson(report))}\n` : renderCheckTable(report.references),
      );
    });
}

/**
 * Structured inputs (RIS, BibTeX, …) carry no reference string: the NLM text of the item stands in for it, so the
 * table and the JSON always show what was checked.
 */
function withSources(items: CslItem[]): CslItem[] {
  const nlm = findPreset('nlm-vancouver');
  return items.map((item, position) => {
    if (item.source?.trim() || !nlm) return item;
    const text = formatReferences([item], nlm)[0]?.text.replace(/^\d+\.\s*/, '') ?? '';
    return { ...item, source: text || `Reference ${position + 1}` };
  });
}

/** The JSON, keys in its order: references (index, source, status, pmid, precautions, evidence), requests. */
function checkJson(report: ValidationReport) {
  return {
    references: report.references.map((reference) => ({
      index: reference.index,
      source: reference.source,
      status: reference.status,
      pmid: reference.pmid,
      precautions: reference.precautions,
      evidence: reference.evidence,
      ...(reference.reason !== undefined ? { reason: reference.reason } : {}),
    })),
    requests: report.requests,
  };
}
