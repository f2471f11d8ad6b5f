export interface EffectClause {
  exposure: string;
  outcome: string;
  setting?: string;
}

const EFFECT =
  /\b(?:effects?|influence|impact|efficacy|role)\s+of\s+(.+?)\s+(?:on|in reducing|in preventing|in improving|for)\s+(.+?)(?:\s+(?:in|among)\s+(.+))?$/i;

/** "the effect of X on Y in Z" → X, Y, Z (from the aim clause), for questions and unsupported declaratives. */
export function effectClause(clause: string | undefined): EffectClause | undefined {
  const match = clause ? EFFECT.exec(clause) : null;
  if (!match?.[1] || !match[2]) return undefined;
  const exposure = match[1].replace(/^(?:the|a|an)\s+/i, '');
  const found: EffectClause = { exposure, outcome: match[2] };
  if (match[3]) found.setting = match[3];
  return found;
}
