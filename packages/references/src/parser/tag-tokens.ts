import { addWeights, type CompiledModel, compileModel, INLINE, SLOT_WORDS } from './compiled-model.ts';
import type { TaggerModel } from './tagger-model.ts';
import { DENSE_GROUP_A, FEATURE_SLOTS, GROUP_VALUES } from './token-features.ts';

/** The best label sequence and, per token, the probability of its label under the model's softmax. */
export interface TagResult {
  labels: number[];
  confidence: number[];
}

// Work buffers reused across calls (decoding is synchronous, one string at a time), grown when a string is longer.
let emissionBuffer = new Float64Array(0);
let bestBuffer = new Float64Array(0);
let backBuffer = new Int32Array(0);
const orderBuffer = new Int32Array(64);

/** Label indices 0..size − 1 by descending score in scores[offset ..], ties by index (insertion sort). */
function sortByScore(scores: Float64Array, offset: number, order: Int32Array, size: number): void {
  for (let label = 0; label < size; label++) {
    const score = scores[offset + label] as number;
    let at = label;
    while (at > 0 && (scores[offset + (order[at - 1] as number)] as number) < score) {
      order[at] = order[at - 1] as number;
      at--;
    }
    order[at] = label;
  }
}

/**
 * Label indices for one string's token features: Viterbi decoding, then each token's confidence. `groups`, when
 * given, are the dense group rows tokenFeatures wrote: the same result, faster.
 */
export function tagTokens(model: TaggerModel, features: Int32Array, groups?: Int32Array): TagResult {
  const compiled = compileModel(model);
  const { size, transitions, incoming, maxIncoming, slack } = compiled;
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
  // Exact Viterbi, short-cut twice. Scores are peaked, so for most labels the best previous label wins by more
  // than any transition can make up, and the other 16 need not be tried (a margin keeps rounding out of it).
  // Otherwise previous labels are tried best first, and once even the best incoming transition cannot lift the
  // next one above the score found, none of the rest can (one to three of the 17 are tried).
  const order = orderBuffer;
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
    let sorted = false;
    for (let label = 0; label < size; label++) {
      const into = label * size;
      if (gap > (slack[slackRow + label] as number)) {
        best[to + label] = leader + (incoming[into + top] as number) + (emissions[to + label] as number);
        back[to + label] = top;
        continue;
      }
      if (!sorted) {
        sortByScore(best, from, order, size);
        sorted = true;
      }
      let highest = Number.NEGATIVE_INFINITY;
      let arg = 0;
      const bound = maxIncoming[label] as number;
      for (let rank = 0; rank < size; rank++) {
        const previous = order[rank] as number;
        const score = best[from + previous] as number;
        if (score + bound <= highest) break;
        const total = score + (incoming[into + previous] as number);
        if (total > highest) {
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
      if (feature < 0) break;
      addWeights(compiled, feature, emissions, index * size);
    }
  }
  return emissions;
}

/**
 * emissionScores with most features added as precomputed rows: tokenFeatures' dense slots (0, 12–15, 17, 18) as
 * their groups' rows, and the slots that depend on the token's text (1, 2, 16, 20 on) as that text's row,
 * computed on first sight. Ten probes per token instead of twenty-odd that read some 100 weights.
 */
function denseEmissionScores(
  compiled: CompiledModel,
  dense: Float64Array,
  features: Int32Array,
  groups: Int32Array,
  count: number,
  emissions: Float64Array,
): Float64Array {
  const { slots, slotWeights, overflow, mask, size, ownRows } = compiled;
  const perToken = FEATURE_SLOTS;
  const perGroup = GROUP_VALUES;
  const words = SLOT_WORDS;
  const inlined = INLINE;
  const wrap = (mask + 1) * words - 1;
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
      for (let at = first + 20; at < first + perToken && (features[at] as number) >= 0; at++)
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
    // The rest: slots 3–11 and 19, always present.
    for (let at = first + 3; at < first + 20; at++) {
      if (at === first + 12) at = first + 19;
      const feature = features[at] as number;
      let slot = (feature & mask) * words;
      let found = slots[slot] as number;
      while (found !== feature) {
        if (found === -1) break;
        slot = (slot + words) & wrap;
        found = slots[slot] as number;
      }
      if (found === -1) continue;
      const packed = slots[slot + 1] as number;
      const entries = packed & 31;
      const inline = entries < inlined ? entries : inlined;
      for (let entry = 0; entry < inline; entry++) {
        const target = base + (slots[slot + 2 + entry * 2] as number);
        emissions[target] = (emissions[target] as number) + (slotWeights[slot + 3 + entry * 2] as number);
      }
      if (entries > inlined) {
        const start = packed >>> 5;
        const end = start + entries - inlined;
        for (let entry = start; entry < end; entry++) {
          const target = base + (overflow[entry * 2] as number);
          emissions[target] = (emissions[target] as number) + (overflow[entry * 2 + 1] as number);
        }
      }
    }
  }
  return emissions;
}

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
    let sum = 0;
    for (let other = 0; other < size; other++) {
      const score = (emissions[base + other] as number) + (transitions[row + other] as number);
      sum += Math.exp((score - chosen) / temperature);
    }
    result[index] = 1 / sum;
  }
  return result;
}
