import {
  addWeights,
  CONTEXT_KEYS,
  type CompiledModel,
  type ContextRows,
  compileModel,
  INLINE,
  SLOT_WORDS,
} from './compiled-model.ts';
import type { TaggerModel } from './tagger-model.ts';
import { CHUNK_SLOTS, DENSE_GROUP_A, FEATURE_SLOTS, GROUP_VALUES } from './token-features.ts';

/** The best label sequence and, per token, the probability of its label under the model's softmax. */
export interface TagResult {
  labels: number[];
  confidence: number[];
}

// Work buffers reused across calls (decoding is synchronous, one string at a time), grown when a string is longer.
let emissionBuffer = new Float64Array(0);
let bestBuffer = new Float64Array(0);
let backBuffer = new Int32Array(0);

/**
 * Label indices for one string's token features: Viterbi decoding, then each token's confidence. `groups`, when
 * given, are the dense group rows tokenFeatures wrote: the same result, faster.
 */
export function tagTokens(model: TaggerModel, features: Int32Array, groups?: Int32Array): TagResult {
  const compiled = compileModel(model);
  const { size, transitions, incoming, slack } = compiled;
  const count = features.length / FEATURE_SLOTS;
  if (count === 0) return { labels: [], confidence: [] };
  if (bestBuffer.length < count * size) {
    const capacity = Math.max(count * size, bestBuffer.length * 2);
    emissionBuffer = new Float64Array(capacity);
    bestBuffer = new Float64Array(capacity);
    backBuffer = new Int32Array(capacity);
  }
  const emissions =
    groups && compiled.dense
      ? denseEmissionScores(compiled, compiled.dense, features, groups, count, emissionBuffer)
      : emissionScores(compiled, features, count, emissionBuffer);
  const best = bestBuffer;
  const back = backBuffer;
  for (let label = 0; label < size; label++)
    best[label] = (emissions[label] as number) + (transitions[label] as number);
  // Exact Viterbi with a short cut. Scores are peaked, so for most labels the best previous label wins by more
  // than any transition can make up, and the other 16 need not be tried (a margin keeps rounding out of it).
  // Otherwise all previous labels are tried; equal totals go to the previous label with the higher score, then
  // the lower index (the order an earlier best-first search gave; a plain scan beat sorting 17 scores per token).
  for (let index = 1; index < count; index++) {
    const from = (index - 1) * size;
    let top = 0;
    for (let previous = 1; previous < size; previous++)
      if ((best[from + previous] as number) > (best[from + top] as number)) top = previous;
    const leader = best[from + top] as number;
    let runnerUp = Number.NEGATIVE_INFINITY;
    for (let previous = 0; previous < size; previous++)
      if (previous !== top && (best[from + previous] as number) > runnerUp)
        runnerUp = best[from + previous] as number;
    const gap = leader - runnerUp - 1e-6 * (1 + Math.abs(leader));
    const to = index * size;
    const slackRow = top * size;
    for (let label = 0; label < size; label++) {
      const into = label * size;
      if (gap > (slack[slackRow + label] as number)) {
        best[to + label] = leader + (incoming[into + top] as number) + (emissions[to + label] as number);
        back[to + label] = top;
        continue;
      }
      let highest = (best[from] as number) + (incoming[into] as number);
      let arg = 0;
      for (let previous = 1; previous < size; previous++) {
        const score = best[from + previous] as number;
        const total = score + (incoming[into + previous] as number);
        if (total > highest || (total === highest && score > (best[from + arg] as number))) {
          highest = total;
          arg = previous;
        }
      }
      best[to + label] = highest + (emissions[to + label] as number);
      back[to + label] = arg;
    }
  }
  const labels = new Array<number>(count).fill(0);
  let last = 0;
  const end = (count - 1) * size;
  for (let label = 1; label < size; label++)
    if ((best[end + label] as number) > (best[end + last] as number)) last = label;
  labels[count - 1] = last;
  for (let index = count - 1; index > 0; index--)
    labels[index - 1] = back[index * size + (labels[index] as number)] as number;
  return { labels, confidence: localConfidence(size, compiled.temperature, transitions, emissions, labels) };
}

/**
 * Sum of the weights of each token's features, per label, into `emissions`. The fallback for a model whose sums
 * are not exact in any order (see compileModel); the hot path is denseEmissionScores, which inlines the probe.
 */
function emissionScores(
  compiled: CompiledModel,
  features: Int32Array,
  count: number,
  emissions: Float64Array,
): Float64Array {
  const { size } = compiled;
  const perToken = FEATURE_SLOTS;
  emissions.fill(0, 0, count * size);
  for (let index = 0; index < count; index++) {
    const stop = (index + 1) * perToken;
    for (let at = index * perToken; at < stop; at++) {
      const feature = features[at] as number;
      // Unused optional slots (-1) sit before the chunk slots.
      if (feature < 0) continue;
      addWeights(compiled, feature, emissions, index * size);
    }
  }
  return emissions;
}

/**
 * emissionScores with most features added as precomputed rows: tokenFeatures' dense slots (0, 12–15, 17, 18) as
 * their groups' rows, the slots that depend on the token's text (1, 2, 16, 20–26) as that text's row, computed
 * on first sight, and the shape context (5, 6, 11, 19) as a cached row. Six probes per token instead of
 * twenty-odd that read some 100 weights.
 */
function denseEmissionScores(
  compiled: CompiledModel,
  dense: Float64Array,
  features: Int32Array,
  groups: Int32Array,
  count: number,
  emissions: Float64Array,
): Float64Array {
  const { keys, slots, slotWeights, overflow, mask, size, ownRows, contextRows } = compiled;
  const perToken = FEATURE_SLOTS;
  const perGroup = GROUP_VALUES;
  const words = SLOT_WORDS;
  const inlined = INLINE;
  const groupB = DENSE_GROUP_A;
  for (let index = 0; index < count; index++) {
    const base = index * size;
    const first = index * perToken;
    const key = groups[index * perGroup + 2] as number;
    let own = ownRows.get(key);
    if (!own) {
      own = new Float64Array(size);
      addWeights(compiled, features[first + 1] as number, own, 0);
      addWeights(compiled, features[first + 2] as number, own, 0);
      addWeights(compiled, features[first + 16] as number, own, 0);
      for (let at = first + 20; at < first + CHUNK_SLOTS && (features[at] as number) >= 0; at++)
        addWeights(compiled, features[at] as number, own, 0);
      // Distinct token texts are bounded in practice; the cap guards hostile input.
      if (ownRows.size > 200_000) ownRows.clear();
      ownRows.set(key, own);
    }
    const a = (groups[index * perGroup] as number) * size;
    const b = ((groups[index * perGroup + 1] as number) + groupB) * size;
    for (let label = 0; label < size; label++)
      emissions[base + label] =
        (dense[a + label] as number) + (dense[b + label] as number) + (own[label] as number);
    const context = contextRow(compiled, contextRows, features, first);
    for (let label = 0; label < size; label++)
      emissions[base + label] =
        (emissions[base + label] as number) + (contextRows.rows[context + label] as number);
    // The rest: slots 3, 4, 7–10 and the chunk slots, always present.
    for (let at = first + 3; at < first + perToken; at++) {
      if (at === first + 5) at = first + 7;
      else if (at === first + 11) at = first + CHUNK_SLOTS;
      const feature = features[at] as number;
      let probe = feature & mask;
      let found = keys[probe] as number;
      while (found !== feature && found !== -1) {
        probe = (probe + 1) & mask;
        found = keys[probe] as number;
      }
      if (found === -1) continue;
      const slot = probe * words;
      const packed = slots[slot + 1] as number;
      const entries = packed & 31;
      if (entries > inlined) {
        const start = packed >>> 5;
        for (let label = 0; label < size; label++)
          emissions[base + label] = (emissions[base + label] as number) + (overflow[start + label] as number);
        continue;
      }
      for (let entry = 0; entry < entries; entry++) {
        const target = base + (slots[slot + 2 + entry * 2] as number);
        emissions[target] = (emissions[target] as number) + (slotWeights[slot + 3 + entry * 2] as number);
      }
    }
  }
  return emissions;
}

/**
 * Offset in contextRows.rows of the summed weights of the token's features in slots 5, 6, 11 and 19 (the shapes
 * of its neighbours, the shape trigram, what starts the next segment), found or computed and stored; `first` is
 * the token's first slot. After four taken entries the fourth is overwritten: a bounded cache, where a collision
 * costs a recomputation, never a wrong row.
 */
function contextRow(
  compiled: CompiledModel,
  cache: ContextRows,
  features: Int32Array,
  first: number,
): number {
  const { keys, rows, mask } = cache;
  const size = compiled.size;
  const a = features[first + 5] as number;
  const b = features[first + 6] as number;
  const c = features[first + 11] as number;
  const d = features[first + 19] as number;
  let hash = Math.imul(a ^ 0x9e3779b9, 0x85ebca6b);
  hash = Math.imul(hash ^ (hash >>> 15) ^ b, 0xc2b2ae35);
  hash = Math.imul(hash ^ (hash >>> 13) ^ c, 0x27d4eb2f);
  hash = Math.imul(hash ^ (hash >>> 15) ^ d, 0x165667b1);
  let entry = (hash ^ (hash >>> 16)) & mask;
  for (let step = 0; ; step++) {
    const key = entry * CONTEXT_KEYS;
    if (keys[key] === a && keys[key + 1] === b && keys[key + 2] === c && keys[key + 3] === d)
      return entry * size;
    if (keys[key] === -1 || step === 3) {
      keys[key] = a;
      keys[key + 1] = b;
      keys[key + 2] = c;
      keys[key + 3] = d;
      const row = entry * size;
      rows.fill(0, row, row + size);
      for (const feature of [a, b, c, d]) addWeights(compiled, feature, rows, row);
      return row;
    }
    entry = (entry + 1) & mask;
  }
}

// How many temperatures below the chosen label a label's softmax term stops counting (see localConfidence).
const NEGLIGIBLE = 37;

/**
 * P(label of token i | label of token i − 1, features of token i): a softmax over the labels' scores (emission
 * plus transition from the decoded previous label) at the model's calibrated temperature. Cheaper than
 * forward-backward by a factor of the label count, which matters at 250 references per keystroke.
 */
function localConfidence(
  size: number,
  temperature: number,
  transitions: Float64Array,
  emissions: Float64Array,
  labels: number[],
): number[] {
  const result = new Array<number>(labels.length);
  for (let index = 0; index < labels.length; index++) {
    const label = labels[index] as number;
    const row = index === 0 ? 0 : ((labels[index - 1] as number) + 1) * size;
    const base = index * size;
    const chosen = (emissions[base + label] as number) + (transitions[row + label] as number);
    // A label more than NEGLIGIBLE temperatures below the chosen one adds under e^-37 < 1e-16 to a sum of at
    // least 1: nothing a double can hold, so its exp is skipped (most labels, as scores are peaked).
    const floor = chosen - NEGLIGIBLE * temperature;
    let sum = 1;
    for (let other = 0; other < size; other++) {
      if (other === label) continue;
      const score = (emissions[base + other] as number) + (transitions[row + other] as number);
      if (score > floor) sum += Math.exp((score - chosen) / temperature);
    }
    result[index] = 1 / sum;
  }
  return result;
}
