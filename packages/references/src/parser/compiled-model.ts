import type { TaggerModel } from './tagger-model.ts';
import { DENSE_GROUP_A, DENSE_GROUP_B, denseGroupFeatures, FEATURE_SLOTS } from './token-features.ts';

/** Int32 words per hash-table slot: key, overflow start × 32 + entry count, then INLINE [label, weight] pairs. */
export const SLOT_WORDS = 8;
/** A feature's first weights live in its slot, so most lookups (≤ 3 non-zero labels) touch one cache line. */
export const INLINE = 3;

/**
 * A model ready for fast decoding: feature weights in one open-addressing hash table whose 32-byte slots hold
 * the feature id and its first weights side by side (a Map of 48,000 small arrays costs two cache misses per
 * lookup, and the parser makes ~20 lookups per token), scores already divided by the scale (as float32),
 * transitions as typed arrays.
 */
export interface CompiledModel {
  size: number;
  temperature: number;
  /** (size + 1) × size transition scores; row 0 is the start. */
  transitions: Float64Array;
  /** The same scores by target label: incoming[label × size + previous]. */
  incoming: Float64Array;
  /** The best incoming transition score of each label: the bound that lets Viterbi stop early. */
  maxIncoming: Float64Array;
  /**
   * slack[p × size + l]: the most label l can gain by coming from another previous label than p
   * (max over q of incoming[l × size + q] − incoming[l × size + p]). When every other previous label's score trails
   * p's by more, p is the best previous label of l and nothing ties it: Viterbi need not try the others.
   */
  slack: Float64Array;
  mask: number;
  /** SLOT_WORDS per slot: [feature id or -1 when empty, start × 32 + count, label, weight bits, ...]. */
  slots: Int32Array;
  /** The same memory as float32, to read the inline weights. */
  slotWeights: Float32Array;
  /** Weights past the first INLINE of a feature, as [label, score] pairs. */
  overflow: Float32Array;
  /**
   * Summed weights of tokenFeatures' dense groups (DENSE_GROUP_A then DENSE_GROUP_B rows of `size` scores), when
   * sums of weights are exact in float64 whatever their order (every weight a float32 multiple of one power of two,
   * every token's total far below 2^53 of those), so adding a group's row gives the very same scores as adding
   * its features one by one. Undefined for a model where that does not hold.
   */
  dense: Float64Array | undefined;
  /** Cache of each token text's own row (tokenFeatures' slots 1, 2, 16 and 20 on), by the key in its groups. */
  ownRows: Map<number, Float64Array>;
}

const compiled = new WeakMap<TaggerModel, CompiledModel>();

/** Compiles a model on first use and caches it (the shipped model is compiled once per process). */
export function compileModel(model: TaggerModel): CompiledModel {
  const known = compiled.get(model);
  if (known) return known;
  const entries = Object.entries(model.features);
  let capacity = 1;
  // Three quarters full at most: short probes.
  while (capacity * 0.75 < entries.length) capacity *= 2;
  const slots = new Int32Array(capacity * SLOT_WORDS).fill(-1);
  const slotWeights = new Float32Array(slots.buffer);
  const extra = entries.reduce((sum, [, row]) => sum + Math.max(0, row.length / 2 - INLINE), 0);
  const overflow = new Float32Array(extra * 2);
  const weight = new Float32Array(1);
  let at = 0;
  for (const [feature, row] of entries) {
    const id = Number(feature);
    let slot = id & (capacity - 1);
    while (slots[slot * SLOT_WORDS] !== -1) slot = (slot + 1) & (capacity - 1);
    const base = slot * SLOT_WORDS;
    const count = row.length / 2;
    slots[base] = id;
    slots[base + 1] = at * 32 + count;
    for (let entry = 0; entry < count; entry++) {
      const label = row[entry * 2] ?? 0;
      weight[0] = (row[entry * 2 + 1] ?? 0) / model.scale;
      if (entry < INLINE) {
        slots[base + 2 + entry * 2] = label;
        slotWeights[base + 3 + entry * 2] = weight[0] as number;
      } else {
        overflow[at * 2] = label;
        overflow[at * 2 + 1] = weight[0] as number;
        at++;
      }
    }
  }
  const size = model.labels.length;
  const table = { slots, slotWeights, overflow, mask: capacity - 1 };
  const dense = exactSums(slotWeights, overflow) ? denseRows(table, size) : undefined;
  const transitions = Float64Array.from(model.transitions, (value) => value / model.scale);
  const incoming = new Float64Array(size * size);
  for (let previous = 0; previous < size; previous++) {
    for (let label = 0; label < size; label++) {
      incoming[label * size + previous] = transitions[(previous + 1) * size + label] as number;
    }
  }
  const maxIncoming = new Float64Array(size).fill(Number.NEGATIVE_INFINITY);
  for (let label = 0; label < size; label++) {
    for (let previous = 0; previous < size; previous++) {
      maxIncoming[label] = Math.max(
        maxIncoming[label] as number,
        incoming[label * size + previous] as number,
      );
    }
  }
  const slack = new Float64Array(size * size);
  for (let previous = 0; previous < size; previous++) {
    for (let label = 0; label < size; label++) {
      slack[previous * size + label] =
        (maxIncoming[label] as number) - (incoming[label * size + previous] as number);
    }
  }
  const result: CompiledModel = {
    size,
    temperature: model.temperature,
    transitions,
    incoming,
    maxIncoming,
    slack,
    mask: capacity - 1,
    slots,
    slotWeights,
    overflow,
    dense,
    ownRows: new Map(),
  };
  compiled.set(model, result);
  return result;
}

interface Table {
  slots: Int32Array;
  slotWeights: Float32Array;
  overflow: Float32Array;
  mask: number;
}

/** Adds the weights of one feature (if the model has it) to scores[offset + label]. */
export function addWeights(table: Table, feature: number, scores: Float64Array, offset: number): void {
  const { slots, slotWeights, overflow, mask } = table;
  let slot = (feature & mask) * SLOT_WORDS;
  while (slots[slot] !== feature) {
    if (slots[slot] === -1) return;
    slot = (slot + SLOT_WORDS) & ((mask + 1) * SLOT_WORDS - 1);
  }
  const packed = slots[slot + 1] as number;
  const entries = packed & 31;
  for (let entry = 0; entry < Math.min(entries, INLINE); entry++) {
    const target = offset + (slots[slot + 2 + entry * 2] as number);
    scores[target] = (scores[target] as number) + (slotWeights[slot + 3 + entry * 2] as number);
  }
  for (let entry = packed >>> 5; entry < (packed >>> 5) + entries - INLINE; entry++) {
    const target = offset + (overflow[entry * 2] as number);
    scores[target] = (scores[target] as number) + (overflow[entry * 2 + 1] as number);
  }
}

function denseRows(table: Table, size: number): Float64Array {
  const { a, b } = denseGroupFeatures();
  const rows = new Float64Array((DENSE_GROUP_A + DENSE_GROUP_B) * size);
  a.forEach((features, row) => {
    for (const feature of features) addWeights(table, feature, rows, row * size);
  });
  b.forEach((features, row) => {
    for (const feature of features) addWeights(table, feature, rows, (DENSE_GROUP_A + row) * size);
  });
  return rows;
}

/**
 * Whether any sum of up to FEATURE_SLOTS weights is exact in float64: all weights are multiples of 2^lowest (the
 * lowest set bit over all of them), so the sums are too, and they stay exact while below 2^(53 + lowest).
 */
function exactSums(slotWeights: Float32Array, overflow: Float32Array): boolean {
  let lowest = Number.POSITIVE_INFINITY;
  let largest = 0;
  const check = (weight: number) => {
    if (weight === 0 || !Number.isFinite(weight)) return;
    const magnitude = Math.abs(weight);
    largest = Math.max(largest, magnitude);
    let bit = Math.floor(Math.log2(magnitude)) - 24;
    while (Number.isInteger(magnitude / 2 ** (bit + 1))) bit++;
    lowest = Math.min(lowest, bit);
  };
  // Inline weights sit at odd words of each slot; the even words are ids, counts and labels.
  for (let word = 3; word < slotWeights.length; word += 2)
    if (word % SLOT_WORDS !== 1) check(slotWeights[word] as number);
  for (let entry = 1; entry < overflow.length; entry += 2) check(overflow[entry] as number);
  return largest * FEATURE_SLOTS < 2 ** (50 + lowest);
}
