/** How the AI service is doing, in the words the UI uses to offer going on without auto-tagging (spec §4). */
export type AiStatusLevel =
  | 'operational'
  | 'degraded'
  | 'partial_outage'
  | 'major_outage'
  | 'full_outage'
  | 'unknown';

export interface AiStatus {
  level: AiStatusLevel;
  /** True whenever the service is not plainly operational: the UI then offers to go on without auto-tagging. */
  offerWithoutAutoTagging: boolean;
  /** The status page's own description ("Partial System Outage"), or why it could not be read. */
  description: string;
  /** Components that are not operational, with their Statuspage status. */
  affected: { name: string; status: string }[];
}

export interface AiStatusOptions {
  /** A Statuspage-style JSON URL (…/api/v2/summary.json or …/api/v2/status.json). */
  url: string;
  fetch: typeof globalThis.fetch;
  /** Only these components count (by name, case-insensitive); all of them when absent. */
  components?: readonly string[];
  timeoutMs?: number;
}

const RANK: Record<AiStatusLevel, number> = {
  operational: 0,
  degraded: 1,
  partial_outage: 2,
  major_outage: 3,
  full_outage: 4,
  unknown: 5,
};
const INDICATOR: Record<string, AiStatusLevel> = {
  none: 'operational',
  minor: 'degraded',
  major: 'major_outage',
  critical: 'full_outage',
  maintenance: 'degraded',
};
const COMPONENT: Record<string, AiStatusLevel> = {
  operational: 'operational',
  degraded_performance: 'degraded',
  partial_outage: 'partial_outage',
  major_outage: 'major_outage',
  under_maintenance: 'degraded',
};

/**
 * Reads a Statuspage-style status: the page's indicator (none / minor / major / critical) and its components'
 * statuses, whichever is worse. Every counted component in major outage is a full outage. A page that cannot be
 * fetched or read is `unknown` (a "general issue"), which also offers going on without auto-tagging.
 */
export async function checkAiStatus(options: AiStatusOptions): Promise<AiStatus> {
  let body: {
    status?: { indicator?: string; description?: string };
    components?: { name?: string; status?: string; group?: boolean }[];
  };
  try {
    const response = await options.fetch(options.url, {
      signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
    });
    if (!response.ok) return unknown(`The status page answered ${response.status}.`);
    body = (await response.json()) as typeof body;
  } catch (error) {
    return unknown(`The status page could not be read: ${(error as Error).message}`);
  }
  const indicator = body.status?.indicator;
  if (!indicator || !(indicator in INDICATOR)) return unknown('The status page has no known indicator.');
  const wanted = options.components?.map((name) => name.toLowerCase());
  const components = (body.components ?? []).filter(
    (c) => !c.group && (!wanted || wanted.includes((c.name ?? '').toLowerCase())),
  );
  let level = wanted ? 'operational' : (INDICATOR[indicator] as AiStatusLevel);
  for (const component of components) {
    const status = COMPONENT[component.status ?? ''] ?? 'operational';
    if (RANK[status] > RANK[level]) level = status;
  }
  if (components.length && components.every((c) => c.status === 'major_outage')) level = 'full_outage';
  return {
    level,
    offerWithoutAutoTagging: level !== 'operational',
    description: body.status?.description ?? level,
    affected: components
      .filter((c) => c.status && c.status !== 'operational')
      .map((c) => ({ name: c.name ?? '', status: c.status ?? '' })),
  };
}

function unknown(description: string): AiStatus {
  return { level: 'unknown', offerWithoutAutoTagging: true, description, affected: [] };
}
