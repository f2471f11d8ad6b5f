import type { TaggerModel } from './tagger-model.ts';

/**
 * A model ready for fast decoding: feature weights in one open-addressing hash table over typed arrays (a Map
 * of 80,000 small arrays costs a cache miss per lookup, and the parser makes ~20 lookups per token), scores
 * already divided by the scale, transitions as a typed array.
 */
export interface CompiledModel {
  size: number;
  temperature: number;
  /** (size + 1) × size transition scores; row 0 is the start. */
  transitions: Float64Array;
  /** The same scores by target label: incoming[label × size + previous], read in order by Viterbi's inner loop. */
  incoming: Float64Array;
  /** The best incoming transition score of each label: the bound that lets Viterbi stop early. */
  maxIncoming: Float64Array;
  mask: number;
  /** Per slot [feature id or -1 when empty, first entry, end entry] side by side: one cache line per probe. */
  slots: Int32Array;
  /** Entries as [label, score] pairs side by side, so a feature's weights are one more cache line. */
  entries: Float32Array;
}

const compiled = new WeakMap<TaggerModel, CompiledModel>();

/** Compiles a model on first use and caches it (the shipped model is compiled once per process). */
export function compileModel(model: TaggerModel): CompiledModel {
  const known = compiled.get(model);
  if (known) return known;
  const entries = Object.entries(model.features);
  let capacity = 1;
  // Three quarters full at most: short probes, and a table small enough to stay in cache.
  while (capacity * 0.75 < entries.length) capacity *= 2;
  const slots = new Int32Array(capacity * 3).fill(-1);
  const total = entries.reduce((sum, [, row]) => sum + row.length / 2, 0);
  const pairs = new Float32Array(total * 2);
  let at = 0;
  for (const [feature, row] of entries) {
    const id = Number(feature);
    let slot = id & (capacity - 1);
    while (slots[slot * 3] !== -1) slot = (slot + 1) & (capacity - 1);
    slots[slot * 3] = id;
    slots[slot * 3 + 1] = at;
    for (let pair = 0; pair < row.length; pair += 2) {
      pairs[at * 2] = row[pair] ?? 0;
      pairs[at * 2 + 1] = (row[pair + 1] ?? 0) / model.scale;
      at++;
    }
    slots[slot * 3 + 2] = at;
  }
  const size = model.labels.length;
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
  const result: CompiledModel = {
    size,
    temperature: model.temperature,
    transitions,
    incoming,
    maxIncoming,
    mask: capacity - 1,
    slots,
    entries: pairs,
  };
  compiled.set(model, result);
  return result;
}
