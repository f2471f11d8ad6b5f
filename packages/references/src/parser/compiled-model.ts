import type { TaggerModel } from './tagger-model.ts';
import { DENSE_GROUP_A, DENSE_GROUP_B, denseGroupFeatures, FEATURE_SLOTS } from './token-features.ts';

/** Int32 words per hash-table slot: key, dense row start × 32 + entry count, then INLINE [label, weight] pairs. */
export const SLOT_WORDS = 8;
/**
 * A feature with at most INLINE non-zero weights keeps them in its slot, so most lookups touch one cache line;
 * one with more keeps a dense row of `size` weights in `overflow` (a plain loop, no label to read per weight).
 */
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
  /** The best incoming transition score of each label (what `slack` is measured from). */
  maxIncoming: Float64Array;
  /**
   * slack[p × size + l]: the most label l can gain by coming from another previous label than p
   * (max over q of incoming[l × size + q] − incoming[l × size + p]). When every other previous label's score trails
   * p's by more, p is the best previous label of l and nothing ties it: Viterbi need not try the others.
   */
  slack: Float64Array;
  mask: number;
  /**
   * The feature id of each slot (-1 when empty), apart from the slots: probing reads 16 ids per cache line and
   * the whole array (4 bytes a slot) stays in the processor's cache, where a probe through the 32-byte slots
   * touched a new line per step; a feature the model lacks (most word pairs) probes several steps.
   */
  keys: Int32Array;
  /** SLOT_WORDS per slot: [feature id or -1 when empty, start × 32 + count, label, weight bits, ...]. */
  slots: Int32Array;
  /** The same memory as float32, to read the inline weights. */
  slotWeights: Float32Array;
  /**
   * The weights of each feature with more than INLINE of them, as a dense row of `size` scores (0 where a label
   * has none). The model file lists weights by ascending label, so adding a row adds the non-zero weights in
   * the file's order (the zeros change nothing): the same sums, bit for bit, as adding them one by one.
   */
  overflow: Float32Array;
  /**
   * Summed weights of tokenFeatures' dense groups (DENSE_GROUP_A then DENSE_GROUP_B rows of `size` scores), when
   * sums of weights are exact in float64 whatever their order (every weight a float32 multiple of one power of two,
   * every token's total far below 2^53 of those), so adding a group's row gives the very same scores as adding
   * its features one by one. Undefined for a model where that does not hold.
   */
  dense: Float64Array | undefined;
  /** Cache of each token text's own row (tokenFeatures' slots 1, 2, 16 and 20–26), by the key in its groups. */
  ownRows: Map<number, Float64Array>;
  /** Cache of summed rows for the shape context of a token (see ContextRows), used with `dense`. */
  contextRows: ContextRows;
}

/**
 * Summed weights of a fixed set of feature ids per entry (tokenFeatures' slots 5, 6, 11 and 19: the shapes of
 * the tokens around a token and what starts the next segment), in an open-addressing table that overwrites an
 * entry after a few probes, so its size is fixed. The dev strings' 600,000 tokens have 9,300 such contexts, so
 * most tokens find theirs and add one row instead of probing four features with some fifty weights between
 * them. Only for models with exact sums (see CompiledModel.dense), where a cached sum equals the features'
 * weights added one by one.
 */
export interface ContextRows {
  /** CONTEXT_KEYS feature ids per entry; -1 marks an empty entry (feature ids are 30-bit, never negative). */
  keys: Int32Array;
  /** `size` scores per entry. */
  rows: Float64Array;
  mask: number;
}

/** Feature ids in a context row's key. */
export const CONTEXT_KEYS = 4;
const CONTEXT_ENTRIES = 8192;

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
  const size = model.labels.length;
  const heavy = entries.filter(([, row]) => row.length / 2 > INLINE).length;
  const overflow = new Float32Array(heavy * size);
  const weight = new Float32Array(1);
  let at = 0;
  for (const [feature, row] of entries) {
    const id = Number(feature);
    let slot = id & (capacity - 1);
    while (slots[slot * SLOT_WORDS] !== -1) slot = (slot + 1) & (capacity - 1);
    const base = slot * SLOT_WORDS;
    const count = row.length / 2;
    slots[base] = id;
    slots[base + 1] = at * size * 32 + count;
    for (let entry = 0; entry < count; entry++) {
      const label = row[entry * 2] ?? 0;
      weight[0] = (row[entry * 2 + 1] ?? 0) / model.scale;
      if (count > INLINE) overflow[at * size + label] = weight[0] as number;
      else {
        slots[base + 2 + entry * 2] = label;
        slotWeights[base + 3 + entry * 2] = weight[0] as number;
      }
    }
    if (count > INLINE) at++;
  }
  const keys = new Int32Array(capacity);
  for (let slot = 0; slot < capacity; slot++) keys[slot] = slots[slot * SLOT_WORDS] as number;
  const table = { keys, slots, slotWeights, overflow, mask: capacity - 1, size };
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
    keys,
    slots,
    slotWeights,
    overflow,
    dense,
    ownRows: new Map(),
    contextRows: {
      keys: new Int32Array(dense ? CONTEXT_ENTRIES * CONTEXT_KEYS : 0).fill(-1),
      rows: new Float64Array(dense ? CONTEXT_ENTRIES * size : 0),
      mask: CONTEXT_ENTRIES - 1,
    },
  };
  compiled.set(model, result);
  return result;
}

interface Table {
  size: number;
  keys: Int32Array;
  slots: Int32Array;
  slotWeights: Float32Array;
  overflow: Float32Array;
  mask: number;
}

/** Adds the weights of one feature (if the model has it) to scores[offset + label]. */
export function addWeights(table: Table, feature: number, scores: Float64Array, offset: number): void {
  const { keys, slots, slotWeights, overflow, mask, size } = table;
  let index = feature & mask;
  while (keys[index] !== feature) {
    if (keys[index] === -1) return;
    index = (index + 1) & mask;
  }
  const slot = index * SLOT_WORDS;
  const packed = slots[slot + 1] as number;
  const entries = packed & 31;
  if (entries > INLINE) {
    const start = packed >>> 5;
    for (let label = 0; label < size; label++)
      scores[offset + label] = (scores[offset + label] as number) + (overflow[start + label] as number);
    return;
  }
  for (let entry = 0; entry < entries; entry++) {
    const target = offset + (slots[slot + 2 + entry * 2] as number);
    scores[target] = (scores[target] as number) + (slotWeights[slot + 3 + entry * 2] as number);
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
  for (const weight of overflow) check(weight);
  return largest * FEATURE_SLOTS < 2 ** (50 + lowest);
}
