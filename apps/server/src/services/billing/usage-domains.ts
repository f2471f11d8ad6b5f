import type { QuotaService, UsageBreakdownKey } from '@galley/contracts';

/** `usage_counters.domain` of each metered service (snake_case, like the unmetered ones). */
export const COUNTER_DOMAIN: Record<QuotaService, string> = {
  manuscriptConversions: 'manuscript_conversions',
  references: 'references',
};

/** Unmetered counters keep their API key as their domain. */
export const BREAKDOWN_DOMAINS: readonly UsageBreakdownKey[] = [
  'text',
  'reference_file',
  'pdf',
  'storage_bytes',
];

export function serviceOfDomain(domain: string): QuotaService | null {
  for (const [service, counterDomain] of Object.entries(COUNTER_DOMAIN)) {
    if (counterDomain === domain) return service as QuotaService;
  }
  return null;
}
