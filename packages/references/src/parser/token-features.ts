import { chunkContext } from './chunk-context.ts';
import { hashText, featureId as importedFeatureId } from './feature-hash.ts';
import { journalVocabulary } from './journal-vocabulary.ts';
import type { ReferenceToken } from './reference-token.ts';

// A link to https://doi.org/ is a DOI as today's styles print it; other links, the old dx.doi.org ones too, are
// URLs (as anystyle's labellers read them).
const DOI_LINK = /^https?:\/\/doi\.org\/10\./i;
const MONTH = /^(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*$/;
// A local binding: some loaders (tsx) compile imports to getters, read once per call in the hot loop below.
const featureId = importedFeatureId;
const START = hashText('<s>');
const END = hashText('</s>');

/** What a token contributes to its own and its neighbours' features, computed once per distinct text. */
interface TokenFacts {
  norm: number;
  shape: number;
  shapeName: string;
  prefix: number;
  suffix: number;
  /** Journal-title word, journal abbreviation, month name: bit flags. */
  flags: number;
  year: boolean;
  /** A punctuation mark that ends a chunk (see chunkEdges). */
  boundary: boolean;
  /** The punctuation class (see PUNCT), 0 for other tokens. */
  punct: number;
  /** Distinct per facts object: keys the tagger's cache of this token's own weights. */
  id: number;
}

let factsCount = 0;
/** Classes of the last punctuation mark before a token (see PUNCT), 0 for none yet. */
const PUNCT_CLASSES = 8;

const factsCache = new Map<string, TokenFacts>();

/**
 * Feature ids per token in tokenFeatures' flat array: 22 always, up to 5 more (slots 22–26, -1 when unused), then
 * two always (slots CHUNK_SLOTS and after: the chunk's case and what follows it).
 */
export const FEATURE_SLOTS = 29;
/** The first of the two chunk slots (always present, after the optional ones). */
export const CHUNK_SLOTS = 27;

/**
 * The features of every token of one string, as integer ids (see featureId), FEATURE_SLOTS per token: word identity and shape of the
 * token and its neighbours, where it sits in the string, what came before it (a year, "et al", how many full
 * stops), what starts the next full-stop segment, and whether it is a word of NLM journal titles. Shared by
 * training and parsing, so the ids in the model file are the ids computed here.
 */
export function tokenFeatures(
  tokens: readonly ReferenceToken[],
  groups?: Int32Array,
  into?: Int32Array,
): Int32Array {
  const facts = tokens.map((token) => tokenFacts(token.text));
  const count = tokens.length;
  const following = nextSegmentStarts(tokens, facts);
  const chunks = chunkEdges(facts);
  const editorAhead = editorWordAhead(facts);
  const chunk = chunkContext(tokens, facts, END);
  // One flat array, FEATURE_SLOTS per token, -1 where a token has fewer features: no array per token to collect.
  // `into` (exactly count × FEATURE_SLOTS long) lets the parser reuse one buffer for every string.
  const result = into ? into.fill(-1) : new Int32Array(count * FEATURE_SLOTS).fill(-1);
  let depth = 0;
  let segments = 0;
  let yearSeen = 0;
  let etAlSeen = 0;
  let commas = 0;
  let lastPunct = 0;
  let quote = 0;
  let inSeen = 0;
  let edSeen = 0;
  for (let index = 0; index < count; index++) {
    const token = tokens[index] as ReferenceToken;
    const own = facts[index] as TokenFacts;
    const previous = facts[index - 1];
    const next = facts[index + 1];
    const previousNorm = previous?.norm ?? START;
    const nextNorm = next?.norm ?? END;
    const previousShape = previous?.shape ?? START;
    const nextShape = next?.shape ?? END;
    const afterSpace = index + 1 < count && (tokens[index + 1] as ReferenceToken).spaceBefore ? 1 : 0;
    const position = Math.floor((10 * index) / count);
    const spaceBefore = token.spaceBefore ? 1 : 0;
    const marks = inSeen * 2 + edSeen;
    if (groups) {
      groups[index * 3] = denseGroupA(lastPunct, position, Math.min(segments, 6), spaceBefore, afterSpace);
      groups[index * 3 + 1] = denseGroupB(
        Math.min(depth, 2),
        quote,
        etAlSeen,
        marks,
        editorAhead[index] ?? 0,
        Math.min(commas, 4),
        segments > 0 ? 1 : 0,
      );
      // Slots 1, 2, 16 and 20 on depend on the token's text, whether a full stop follows, whether a year came,
      // the last punctuation mark before it and whether "In" or "(Eds.)" came.
      groups[index * 3 + 2] =
        (((own.id * PUNCT_CLASSES + lastPunct) * 4 + marks) * 2 + (nextNorm === DOT ? 1 : 0)) * 2 + yearSeen;
    }
    let at = index * FEATURE_SLOTS;
    result[at++] = featureId(0, lastPunct);
    result[at++] = featureId(1, own.norm);
    result[at++] = featureId(2, own.shape);
    result[at++] = featureId(3, previousNorm);
    result[at++] = featureId(4, nextNorm);
    result[at++] = featureId(5, previousShape, facts[index - 2]?.shape ?? START);
    result[at++] = featureId(6, nextShape, chunks.end[index] ?? 0);
    result[at++] = featureId(7, chunks.first[index] ?? START);
    result[at++] = featureId(8, chunks.last[index] ?? END);
    result[at++] = featureId(9, previousNorm, own.norm);
    result[at++] = featureId(10, own.norm, nextNorm);
    result[at++] = featureId(11, previousShape, own.shape, nextShape);
    result[at++] = featureId(12, position);
    result[at++] = featureId(13, Math.min(segments, 6));
    result[at++] = featureId(14, spaceBefore, afterSpace);
    result[at++] = featureId(15, Math.min(depth, 2), quote);
    result[at++] = featureId(16, yearSeen, own.shape);
    result[at++] = featureId(17, etAlSeen, marks, editorAhead[index] ?? 0);
    result[at++] = featureId(18, Math.min(commas, 4), segments > 0 ? 1 : 0);
    result[at++] = featureId(19, following[index] ?? END, Math.min(segments, 2));
    result[at++] = featureId(25, own.shape, lastPunct);
    result[at++] = featureId(26, own.norm, marks);
    if (own.prefix) {
      result[at++] = featureId(20, own.prefix);
      result[at++] = featureId(21, own.suffix);
    }
    if (own.flags & 1) result[at++] = featureId(22, 0);
    if (own.flags & 2) result[at++] = featureId(23, nextNorm === DOT ? 1 : 0);
    if (own.flags & 4) result[at++] = featureId(24, 0);
    at = index * FEATURE_SLOTS + CHUNK_SLOTS;
    const chunkCase = chunk.chunkCase[index] ?? 0;
    result[at++] = featureId(27, chunkCase, own.shape);
    result[at++] = featureId(28, chunks.end[index] ?? 0, chunk.after[index] ?? END, chunkCase);

    const text = token.text;
    if (text === '(' || text === '[') depth++;
    else if ((text === ')' || text === ']') && depth > 0) depth--;
    else if (text === ',') commas++;
    if (text === '.' && afterSpace && !/^(?:X|XX|x)$/.test(previous?.shapeName ?? '')) segments++;
    if (own.year) yearSeen = 1;
    if (own.norm === AL && previousNorm === ET) etAlSeen = 1;
    const punct = PUNCT.get(text);
    if (punct !== undefined) lastPunct = punct;
    if (text === '“' || text === '«') quote = 1;
    else if (text === '”' || text === '»') quote = 0;
    else if (text === '"') quote = 1 - quote;
    if (own.norm === IN && index > 0 && (text === 'In' || nextNorm === COLON)) inSeen = 1;
    if (EDITOR_WORDS.has(own.norm)) edSeen = 1;
  }
  return result;
}

/** Int32 values per token in tokenFeatures' `groups`: rows of dense groups A and B, key of the token's own row. */
export const GROUP_VALUES = 3;

/**
 * The features whose values come from a few small ranges, in two groups, so the tagger can add each group's
 * weights as one precomputed row (see compileModel): slots 0, 12, 13, 14 (bias, position, segment, spacing) and
 * 15, 17, 18 (bracket depth, et al seen, commas).
 */
export const DENSE_SLOTS = [0, 12, 13, 14, 15, 17, 18] as const;
export const DENSE_GROUP_A = PUNCT_CLASSES * 10 * 7 * 4;
export const DENSE_GROUP_B = 3 * 2 * 2 * 4 * 2 * 5 * 2;

/** Row of group A for the last punctuation class, position decile 0..9, segments 0..6, space before and after. */
export function denseGroupA(
  punct: number,
  position: number,
  segments: number,
  before: number,
  after: number,
): number {
  return (((punct * 10 + position) * 7 + segments) * 2 + before) * 2 + after;
}

/**
 * Row of group B for bracket depth 0..2, inside quotes 0..1, et al seen 0..1, "In"/"(Eds.)" seen 0..3, an
 * editor word ahead 0..1, commas 0..4, after the first segment 0..1.
 */
export function denseGroupB(
  depth: number,
  quote: number,
  etAl: number,
  marks: number,
  ahead: number,
  commas: number,
  later: number,
): number {
  return (((((depth * 2 + quote) * 2 + etAl) * 4 + marks) * 2 + ahead) * 5 + commas) * 2 + later;
}

/** The feature ids of each group's row, as tokenFeatures writes them. */
export function denseGroupFeatures(): { a: number[][]; b: number[][] } {
  const a: number[][] = [];
  for (let punct = 0; punct < PUNCT_CLASSES; punct++)
    for (let position = 0; position < 10; position++)
      for (let segments = 0; segments < 7; segments++)
        for (let before = 0; before < 2; before++)
          for (let after = 0; after < 2; after++)
            a[denseGroupA(punct, position, segments, before, after)] = [
              featureId(0, punct),
              featureId(12, position),
              featureId(13, segments),
              featureId(14, before, after),
            ];
  const b: number[][] = [];
  for (let depth = 0; depth < 3; depth++)
    for (let quote = 0; quote < 2; quote++)
      for (let etAl = 0; etAl < 2; etAl++)
        for (let marks = 0; marks < 4; marks++)
          for (let ahead = 0; ahead < 2; ahead++)
            for (let commas = 0; commas < 5; commas++)
              for (let later = 0; later < 2; later++)
                b[denseGroupB(depth, quote, etAl, marks, ahead, commas, later)] = [
                  featureId(15, depth, quote),
                  featureId(17, etAl, marks, ahead),
                  featureId(18, commas, later),
                ];
  return { a, b };
}

const DOT = hashText('.');
const AL = hashText('al');
const ET = hashText('et');
const IN = hashText('in');
const COLON = hashText(':');
/** Words that mark editors ("(Eds.)", "edited by", "Hrsg."): what follows them is usually the book's title. */
const EDITOR_WORDS = new Set(
  ['ed', 'eds', 'editor', 'editors', 'edited', 'hrsg', 'hg', 'éd', 'éds', 'dir', 'coord'].map(hashText),
);
/** Classes of the last punctuation mark before a token: 0 for none yet. */
const PUNCT = new Map<string, number>([
  ['.', 1],
  [',', 2],
  [':', 3],
  [';', 4],
  ['(', 5],
  ['[', 5],
  [')', 6],
  [']', 6],
  ['“', 7],
  ['”', 7],
  ['"', 7],
  ['«', 7],
  ['»', 7],
]);

function tokenFacts(text: string): TokenFacts {
  const known = factsCache.get(text);
  if (known) return known;
  const lower = text.toLowerCase();
  const shapeName = shape(text);
  let flags = 0;
  if (/^\p{L}/u.test(text)) {
    const { words, abbreviations } = journalVocabulary();
    if (words.has(lower)) flags |= 1;
    if (abbreviations.has(lower)) flags |= 2;
    if (MONTH.test(lower)) flags |= 4;
  }
  const long = text.length > 3 && /^\p{L}/u.test(text);
  const facts: TokenFacts = {
    norm: hashText(normalise(text, lower)),
    shape: hashText(shapeName),
    shapeName,
    prefix: long ? hashText(lower.slice(0, 3)) : 0,
    suffix: long ? hashText(lower.slice(-3)) : 0,
    flags,
    year: /^(?:1[5-9]|20)\d\d$/.test(text),
    boundary: PUNCT.has(text),
    punct: PUNCT.get(text) ?? 0,
    id: factsCount++,
  };
  // Distinct token texts are bounded in practice (words of reference lists); the cap guards hostile input.
  if (factsCache.size > 100_000) factsCache.clear();
  factsCache.set(text, facts);
  return facts;
}

/**
 * For each token, the shape of the first token after its full-stop segment ends: "Neuron. 1996 Jul;17(1)" and
 * "J Psychiatr Res. 1975" are journals because a year follows, where "Smith J. Title" is an author list.
 */
function nextSegmentStarts(tokens: readonly ReferenceToken[], facts: readonly TokenFacts[]): number[] {
  const result = new Array<number>(tokens.length).fill(END);
  let next = END;
  for (let index = tokens.length - 1; index >= 0; index--) {
    const after = tokens[index + 1];
    if ((tokens[index] as ReferenceToken).text === '.' && after?.spaceBefore)
      next = facts[index + 1]?.shape ?? END;
    result[index] = next;
  }
  return result;
}

/**
 * For each token, the first and last word of its chunk (the run between punctuation marks): "Tioga Publishing
 * Company" ends in a publisher's word, "Journal of …" starts a journal; and the class of the mark that ends it
 * ("New York:" is a place). A mark belongs to the chunk before it.
 */
function chunkEdges(facts: readonly TokenFacts[]): { first: number[]; last: number[]; end: number[] } {
  const first = new Array<number>(facts.length);
  const last = new Array<number>(facts.length);
  const end = new Array<number>(facts.length);
  let start = START;
  for (let index = 0; index < facts.length; index++) {
    const own = facts[index] as TokenFacts;
    if (own.boundary) {
      first[index] = start;
      start = START;
    } else {
      if (start === START) start = own.norm;
      first[index] = start;
    }
  }
  let word = END;
  let mark = 0;
  for (let index = facts.length - 1; index >= 0; index--) {
    const own = facts[index] as TokenFacts;
    if (own.boundary) {
      word = END;
      mark = own.punct;
    } else if (word === END) word = own.norm;
    last[index] = word;
    end[index] = mark;
  }
  for (let index = 0; index < facts.length; index++)
    if ((facts[index] as TokenFacts).boundary && index > 0) last[index] = last[index - 1] ?? END;
  return { first, last, end };
}

/** 1 where an editor word ("Eds.", "editors") comes within the next EDITOR_REACH tokens: names before it are editors. */
function editorWordAhead(facts: readonly TokenFacts[]): Uint8Array {
  const result = new Uint8Array(facts.length);
  let next = Number.POSITIVE_INFINITY;
  for (let index = facts.length - 1; index >= 0; index--) {
    result[index] = next - index <= EDITOR_REACH ? 1 : 0;
    if (EDITOR_WORDS.has((facts[index] as TokenFacts).norm)) next = index;
  }
  return result;
}
const EDITOR_REACH = 16;

function normalise(text: string, lower: string): string {
  if (/^\d+$/.test(text)) {
    const value = Number(text);
    if (text.length === 4 && value >= 1500 && value <= 2039) return '<year>';
    return `<num${Math.min(text.length, 5)}>`;
  }
  if (text.length > 6 && /^10\.\d/.test(text)) return '<doi>';
  if (/^(?:https?:|www\.)/.test(text)) return DOI_LINK.test(text) ? '<doi-url>' : '<url>';
  return lower;
}

function shape(text: string): string {
  if (/^\d+$/.test(text)) return `d${Math.min(text.length, 5)}`;
  if (text.length > 6 && /^10\.\d/.test(text)) return 'DOI';
  if (/^(?:https?:|www\.)/.test(text)) return DOI_LINK.test(text) ? 'DOIURL' : 'URL';
  if (/^\p{Lu}$/u.test(text)) return 'X';
  if (/^\p{Lu}{2,3}$/u.test(text)) return 'XX';
  if (/^\p{Lu}+$/u.test(text)) return 'XXXX';
  if (/^\p{Lu}[\p{Ll}\p{M}'’]+$/u.test(text)) return 'Xx';
  if (/^[\p{Ll}\p{M}'’]+$/u.test(text)) return text.length === 1 ? 'x1' : 'x';
  if (/^\p{L}/u.test(text)) return 'Xmix';
  return text;
}
