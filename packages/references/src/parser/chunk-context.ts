/** What chunkContext reads of a token's facts: its shape id and whether it is a punctuation mark. */
interface ChunkFacts {
  shape: number;
  boundary: boolean;
}

// Words of four letters or more: shorter ones ("of", "and", "the", "in") are lower case in any title case.
const LONG_WORD = /^\p{L}{4,}/u;
const CAPITAL = /^\p{Lu}/u;

/**
 * For each token, two facts about its chunk (the run between punctuation marks): its case, 0 when it has no long
 * word after its first, 1 when all are capitalised, 2 when none is, 3 when mixed; and the shape of the first word
 * after the mark that ends it. Journals and book titles are printed in title case and followed by a number
 * ("Information and Computation, 84,"), article titles mostly in sentence case and followed by a word.
 */
export function chunkContext(
  tokens: readonly { text: string }[],
  facts: readonly ChunkFacts[],
  end: number,
): { chunkCase: Uint8Array; after: Int32Array } {
  const chunkCase = new Uint8Array(tokens.length);
  const after = new Int32Array(tokens.length).fill(end);
  let start = 0;
  for (let index = 0; index <= tokens.length; index++) {
    const fact = facts[index];
    if (fact && !fact.boundary) continue;
    // Chunk [start, index) then the marks from index on: find the first word after them.
    let next = index;
    while (next < tokens.length && (facts[next] as ChunkFacts).boundary) next++;
    const following = next < tokens.length ? (facts[next] as ChunkFacts).shape : end;
    let capitals = 0;
    let lower = 0;
    for (let at = start + 1; at < index; at++) {
      const text = (tokens[at] as { text: string }).text;
      if (!LONG_WORD.test(text)) continue;
      if (CAPITAL.test(text)) capitals++;
      else lower++;
    }
    const value = capitals + lower === 0 ? 0 : lower === 0 ? 1 : capitals === 0 ? 2 : 3;
    chunkCase.fill(value, start, Math.min(next, tokens.length));
    after.fill(following, start, Math.min(next, tokens.length));
    start = next;
    index = next - 1;
    if (next >= tokens.length) break;
  }
  return { chunkCase, after };
}
