import type { EutilsClient } from '../../client/eutils-client.ts';
import type { PubmedRecord } from '../../records/pubmed-record.ts';
import { recordSearchKeys } from './record-search-keys.ts';
import type { RecordSearchKeys } from './search-clauses.ts';

/**
 * The E-utilities calls of one validation and what they brought back. A call that still fails after the client's
 * retries marks the session failed and later calls are skipped: what PubMed did not answer is never taken as
 * "not in PubMed".
 */
export class PubmedSession {
  failed = false;
  readonly records = new Map<string, PubmedRecord>();
  readonly keys = new Map<string, RecordSearchKeys>();

  constructor(
    readonly client: EutilsClient,
    private readonly signal?: AbortSignal,
  ) {}

  /** Runs one call; undefined when PubMed could not be reached (or an earlier call already failed). */
  async call<T>(request: (client: EutilsClient) => Promise<T>): Promise<T | undefined> {
    this.signal?.throwIfAborted();
    if (this.failed) return undefined;
    try {
      return await request(this.client);
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
    const records = await this.call((client) => client.efetch(missing));
    for (const record of records ?? []) {
      this.records.set(record.pmid, record);
      this.keys.set(record.pmid, recordSearchKeys(record));
    }
  }
}
