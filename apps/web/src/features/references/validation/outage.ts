import type { ReferenceOrderItem } from '@galley/contracts';

/** The engine's reason for a reference it could not check because a service was down (spec §8). */
const UNREACHABLE_REASON = 'Server is not working properly.';

export interface Outage {
  /** References left N/A because PubMed could not be reached. */
  pubmed: number;
  /** References left N/A because the AI service could not be reached. */
  ai: number;
}

/** How many references an outage left unchecked, by service; both 0 when none did. */
export function outageOf(
  references: readonly Pick<ReferenceOrderItem, 'status' | 'reason' | 'precautions'>[],
): Outage {
  const outage: Outage = { pubmed: 0, ai: 0 };
  for (const reference of references) {
    if (reference.status !== 'not_applicable') continue;
    if (reference.reason && /\bAI\b/.test(reference.reason)) outage.ai += 1;
    else if (
      reference.reason === UNREACHABLE_REASON ||
      reference.precautions.some((precaution) => precaution.code === 'pubmed_unreachable')
    )
      outage.pubmed += 1;
  }
  return outage;
}
