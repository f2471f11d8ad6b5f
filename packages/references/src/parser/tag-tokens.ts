import { type CompiledModel, compileModel } from './compiled-model.ts';
import type { TaggerModel } from './tagger-model.ts';
import { FEATURE_SLOTS } from './token-features.ts';

/** Label indices ordered by descending score in scores[offset .. offset + order.length) (insertion sort). */
function sortByScore(scores: Float64Array, offset: number, order: Int32Array): void {
  for (let label = 0; label < order.length; label++) {
    const score = scores[offset + label] as number;
    let at = label;
    while (at > 0 && (scores[offset + (order[at - 1] as number)] as number) < score) {
      order[at] = order[at - 1] as number;
      at--;
    }
    order[at] = label;
  }
}

/** The best label sequence and, per token, the probability of its label under the model's softmax. */
export interface TagResult {
  labels: number[];
  confidence: number[];
}

/** Label indices for one string's token features: Viterbi decoding, then each token's confidence. */
export function tagTokens(model: TaggerModel, features: Int32Array): TagResult {
  const compiled = compileModel(model);
  const { size, transitions, incoming, maxIncoming } = compiled;
  const count = features.length / FEATURE_SLOTS;
  if (count === 0) return { labels: [], confidence: [] };
  const emissions = emissionScores(compiled, features);
  const best = new Float64Array(count * size);
  const back = new Int32Array(count * size);
  for (let label = 0; label < size; label++)
    best[label] = (emissions[label] as number) + (transitions[label] as number);
  // Exact Viterbi that stops early: previous labels are tried best first, and once even the best incoming
  // transition cannot lift the next one above the score found, none of the rest can (scores are peaked, so
  // one to three of the 17 labels are tried).
  const order = new Int32Array(size);
  for (let index = 1; index < count; index++) {
    const from = (index - 1) * size;
    sortByScore(best, from, order);
    for (let label = 0; label < size; label++) {
      let top = Number.NEGATIVE_INFINITY;
      let arg = 0;
      const into = label * size;
      const bound = maxIncoming[label] as number;
      for (let rank = 0; rank < size; rank++) {
        const previous = order[rank] as number;
        const score = best[from + previous] as number;
        if (score + bound <= top) break;
        const total = score + (incoming[into + previous] as number);
        if (total > top) {
          top = total;
          arg = previous;
        }
      }
      best[index * size + label] = top + (emissions[index * size + label] as number);
      back[index * size + label] = arg;
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

/** Sum of the weights of each token's features, per label (the open-addressing probe of compileModel). */
function emissionScores(compiled: CompiledModel, features: Int32Array): Float64Array {
  const { slots, entries, mask, size } = compiled;
  const count = features.length / FEATURE_SLOTS;
  const emissions = new Float64Array(count * size);
  for (let index = 0; index < count; index++) {
    const base = index * size;
    for (let at = index * FEATURE_SLOTS; at < (index + 1) * FEATURE_SLOTS; at++) {
      const feature = features[at] as number;
      if (feature < 0) break;
      let slot = feature & mask;
      let key = slots[slot * 3] as number;
      while (key !== feature && key !== -1) {
        slot = (slot + 1) & mask;
        key = slots[slot * 3] as number;
      }
      if (key === -1) continue;
      const end = slots[slot * 3 + 2] as number;
      for (let entry = slots[slot * 3 + 1] as number; entry < end; entry++) {
        const at = base + (entries[entry * 2] as number);
        emissions[at] = (emissions[at] as number) + (entries[entry * 2 + 1] as number);
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
  return labels.map((label, index) => {
    const row = index === 0 ? 0 : ((labels[index - 1] as number) + 1) * size;
    const chosen = (emissions[index * size + label] as number) + (transitions[row + label] as number);
    let sum = 0;
    for (let other = 0; other < size; other++) {
      const score = (emissions[index * size + other] as number) + (transitions[row + other] as number);
      sum += Math.exp((score - chosen) / temperature);
    }
    return 1 / sum;
  });
}
