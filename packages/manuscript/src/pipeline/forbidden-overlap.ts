import { MANUSCRIPT_STEPS, type StepValue } from '@galley/contracts';

type Claim = { step: StepValue; block: string; start: number; end: number };

/**
 * Two steps may highlight the same text only where manuscript-steps.md allows it (conclusions inside the discussion,
 * declarations inside the methods); table titles and notes are the reader's and travel with their table, whatever
 * else covers them. Anything else would be written twice, so it is refused with both steps named.
 */
export function forbiddenOverlap(
  steps: readonly { step: StepValue; highlights: readonly { block: string; start: number; end: number }[] }[],
): string | undefined {
  const byBlock = new Map<string, Claim[]>();
  for (const { step, highlights } of steps)
    for (const { block, start, end } of highlights)
      if (end > start) byBlock.set(block, [...(byBlock.get(block) ?? []), { step, block, start, end }]);
  for (const claims of byBlock.values())
    for (const [n, a] of claims.entries())
      for (const b of claims.slice(n + 1))
        if (a.start < b.end && b.start < a.end && !mayOverlap(a.step, b.step))
          return `Tags file: ${a.step} and ${b.step} both highlight block ${a.block} ${Math.max(a.start, b.start)}-${Math.min(a.end, b.end)}; only conclusions over the discussion and declarations over the methods may overlap.`;
  return undefined;
}

const HOSTS = new Map(MANUSCRIPT_STEPS.map((definition) => [definition.value, definition.duplicateFrom]));

function mayOverlap(a: StepValue, b: StepValue): boolean {
  if (a === b || a.startsWith('table.') || b.startsWith('table.')) return true;
  return HOSTS.get(a) === b || HOSTS.get(b) === a;
}
