import shipped from '../../packages/references/src/parser/reference-tagger-model.json' with { type: 'json' };
import type { TaggerModel } from '../../packages/references/src/parser/tagger-model.ts';

/**
 * Makes parseReferenceString use a candidate model (a file not yet shipped) for the rest of this process: the
 * parser holds the imported JSON object itself, so its contents are replaced. Call before the first parse
 * (the compiled form of a model is cached per object).
 */
export function useCandidateModel(candidate: TaggerModel): void {
  const target = shipped as unknown as Record<string, unknown>;
  for (const key of Object.keys(target)) delete target[key];
  Object.assign(target, candidate);
}
