import {
  type CslItem,
  PRECAUTION_MESSAGES,
  type ReferenceValidation,
  type ValidationProgress,
  type ValidationReport,
} from '@galley/contracts';
import { parseReferenceString } from '@galley/references';
import type { EutilsClient } from '../client/eutils-client.ts';
import { findCandidates, findMoreCandidates, type Lookup } from './search/find-candidates.ts';
import { findJournalIndexing } from './search/find-journal-indexing.ts';
import { PubmedSession } from './search/pubmed-session.ts';
import { SearchLog } from './search/search-log.ts';
import { notApplicableReason } from './verdict/applicability.ts';
import { chooseCandidate, type ScoredCandidate } from './verdict/choose-candidate.ts';
import { decideVerdict } from './verdict/decide-verdict.ts';
import { repairParsedItem } from './verdict/repair-parsed-item.ts';
import { unmatchedReason } from './verdict/unmatched-reason.ts';

export interface ValidateOptions {
  client: EutilsClient;
  onProgress?: (event: ValidationProgress) => void;
  signal?: AbortSignal;
  /** How long the validation may wait on PubMed in all (default DEADLINE_MS, 45 s); then unchecked references end N/A. */
  deadlineMs?: number;
}

/** The spec's message when PubMed cannot be reached (§8): such references are not_applicable, never not_found. */
export const PUBMED_UNREACHABLE_REASON = PRECAUTION_MESSAGES.pubmed_unreachable;

// Issue 5's budget: 250 references in at most 10 E-utilities calls; the journal check spends what is left.
const REQUESTS_PER_250 = 10;

/**
 * Validates parsed references against PubMed in a handful of batched E-utilities calls (see find-candidates.ts)
 * and gives each one verdict with its evidence, in input order.
 */
export async function validateReferences(
  parsedItems: CslItem[],
  options: ValidateOptions,
): Promise<ValidationReport> {
  const { client, onProgress, signal } = options;
  const items = parsedItems.map(repairParsedItem);
  const startCount = client.requestCount;
  const session = new PubmedSession(client, signal, options.deadlineMs);
  const results: (ReferenceValidation | undefined)[] = items.map(() => undefined);
  const best: (ScoredCandidate | undefined)[] = items.map(() => undefined);
  const settle = (position: number, result: Omit<ReferenceValidation, 'index' | 'source'>) => {
    const item = items[position] as CslItem;
    results[position] = { index: position + 1, source: item.source ?? '', ...result };
    onProgress?.({ kind: 'reference', index: position + 1, status: result.status });
  };

  onProgress?.({ kind: 'step', step: 'updating_pubmed_data' });
  const lookups: Lookup[] = [];
  items.forEach((item, position) => {
    onProgress?.({ kind: 'reference', index: position + 1, status: 'checking' });
    const reason = notApplicableReason(item);
    if (reason) settle(position, notApplicable(item, reason));
    else lookups.push({ position, item });
  });
  const log = new SearchLog();
  const candidates = await findCandidates(session, lookups, log);

  onProgress?.({ kind: 'step', step: 'getting_ai_feature_data' });
  const score = (lookup: Lookup) => {
    const records = [...(candidates.get(lookup.position) ?? [])].flatMap(
      (pmid) => session.records.get(pmid) ?? [],
    );
    best[lookup.position] = chooseCandidate(lookup.item, records);
  };
  lookups.forEach(score);
  const unidentified = lookups.filter((lookup) => !isLinked(best[lookup.position]));
  const { incomplete } = await findMoreCandidates(session, unidentified, candidates, log);

  onProgress?.({ kind: 'step', step: 'classifying_submitted_references' });
  unidentified.forEach(score);
  const verdicts = new Map(
    lookups.map((lookup) => {
      const count = candidates.get(lookup.position)?.size ?? 0;
      const verdict = decideVerdict(lookup.item, best[lookup.position], count);
      // What was searched, beside what came closest: the diff modal shows both for every searched reference.
      verdict.evidence.searches = log.of(lookup.position);
      return [lookup.position, verdict] as const;
    }),
  );

  onProgress?.({ kind: 'step', step: 'comparing_with_pubmed_data' });
  // The journals of what nothing matched: whether PubMed indexes them decides not_found against not_indexed.
  const unmatchedJournals = lookups
    .filter((lookup) => verdicts.get(lookup.position)?.status === 'not_found')
    .map((lookup) => lookup.item['container-title'])
    .filter((journal): journal is string => Boolean(journal));
  const budget =
    Math.ceil((REQUESTS_PER_250 * Math.max(items.length, 250)) / 250) - (client.requestCount - startCount);
  const journals = await findJournalIndexing(session, unmatchedJournals, budget);
  for (const { position, item } of lookups) {
    const verdict = verdicts.get(position);
    if (!verdict) continue;
    const linked = verdict.status === 'verified' || verdict.status === 'verified_with_differences';
    const ambiguous = verdict.precautions.some((precaution) => precaution.code === 'ambiguous_match');
    if (session.failed && !linked) {
      settle(position, { ...notApplicable(item, 'pubmed_unreachable'), evidence: verdict.evidence });
    } else if (incomplete.has(position) && !linked && !ambiguous) {
      // PubMed returned only part of this reference's search: the paper may be among the hits it left out.
      settle(position, { ...notApplicable(item, 'search_incomplete'), evidence: verdict.evidence });
    } else {
      // Not found is "possibly fabricated": only on evidence that PubMed should hold the paper (unmatchedReason).
      const reason = verdict.status === 'not_found' ? unmatchedReason(item, journals) : undefined;
      settle(position, reason ? { ...notApplicable(item, reason), evidence: verdict.evidence } : verdict);
    }
  }
  return {
    references: results.filter((result): result is ReferenceValidation => result !== undefined),
    requests: client.requestCount - startCount,
  };
}

/** Parses each string with @galley/references' field parser, then validates. */
export async function validateReferenceStrings(
  strings: string[],
  options: ValidateOptions,
): Promise<ValidationReport> {
  return validateReferences(
    strings.map((text, position) => parseReferenceString(text, String(position + 1))),
    options,
  );
}

function isLinked(candidate: ScoredCandidate | undefined): boolean {
  return Boolean(candidate?.identification.identified && !candidate.identification.contradicted);
}

function notApplicable(
  item: CslItem,
  code:
    | 'pubmed_unreachable'
    | 'not_indexed'
    | 'not_journal_article'
    | 'not_enough_data'
    | 'search_incomplete',
): Omit<ReferenceValidation, 'index' | 'source'> {
  const message = PRECAUTION_MESSAGES[code];
  return {
    status: 'not_applicable',
    pmid: null,
    precautions: [{ code, message }],
    evidence: { parsed: item, pubmed: null, fields: [], candidates: 0, score: 0 },
    reason: message,
  };
}
