import type { EutilsClient } from '../../client/eutils-client.ts';
import type { PubmedRecord } from '../../records/pubmed-record.ts';
import { recordSearchKeys } from './record-search-keys.ts';
import type { RecordSearchKeys } from './search-clauses.ts';

/**
 * How long one validation may wait on PubMed in all, retries and back-off included: the spec gives the data fetch
 * 60 s (§9), and a hanging NCBI must end not_applicable well within it, not after every retry's 15 s timeout.
 */
export const DEADLINE_MS = 45_000;

/**
 * The E-utilities calls of one validation and what they brought back. A call that still fails after the client's
 * retries marks the session failed and later calls are skipped: what PubMed did not answer is never taken as
 * "not in PubMed".
 */
export class PubmedSession {
  failed = false;
  readonly records = new Map<string, PubmedRecord>();
  readonly keys = new Map<string, RecordSearchKeys>();

  /** Aborts every call once the validation has waited DEADLINE_MS on PubMed, or when the caller aborts. */
  private readonly deadline: AbortSignal;

  constructor(
    readonly client: EutilsClient,
    private readonly signal?: AbortSignal,
    deadlineMs = DEADLINE_MS,
  ) {
    const timeout = AbortSignal.timeout(deadlineMs);
    this.deadline = signal ? AbortSignal.any([timeout, signal]) : timeout;
  }

  /** Runs one call; undefined when PubMed could not be reached (or an earlier call already failed). */
  async call<T>(request: (client: EutilsClient, signal: AbortSignal) => Promise<T>): Promise<T | undefined> {
    this.signal?.throwIfAborted();
    if (this.failed || this.deadline.aborted) {
      this.failed = true;
      return undefined;
    }
    try {
      return await request(this.client, this.deadline);
    } catch (error) {
      this.signal?.throwIfAborted();
      if (error instanceof RangeError || error instanceof TypeError) throw error;
      this.failed = true;
      return undefined;
    }
  }

  /** Fetches the records not fetched yet (XML, concurrent batches of 200). */
  async fetch(ids: Iterable<string>): Promise<void> {
    const missing = [...new Set(ids)].filter((id) => !this.records.has(id));
    if (missing.length === 0) return;
    const records = await this.call((client, signal) => client.efetch(missing, 'xml', signal));
    for (const record of records ?? []) {
      this.records.set(record.pmid, record);
      this.keys.set(record.pmid, recordSearchKeys(record));
    }
  }
}
