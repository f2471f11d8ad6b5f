import type { TermFacts } from '../phrases/word-features.ts';
import type { TitleIndexData } from './title-index-data.ts';

/** The index ready for queries: term lookups, title rates and the similar-papers postings. */
export interface TitleIndex {
  documents: number;
  /** Abstracts containing the term (0 when the index has not seen it). */
  df(term: string): number;
  /** Smoothed share of papers with the term in their abstract that also put it in the title. */
  titleRate(term: string): number;
  /** Inverse document frequency (BM25's, never negative). */
  idf(term: string): number;
  /** The facts the word model's features need. */
  facts(term: string): TermFacts;
  wordModel: readonly number[];
  /** How many real titles contain this lower-cased phrase. */
  phraseCount(phrase: string): number;
  shapes: readonly [string, number][];
  heads: ReadonlyMap<string, number>;
  subtitles: readonly [string, number][];
  papers: {
    pmid: readonly string[];
    title: readonly string[];
    /** Paper index → its term ids. */
    terms: readonly Int32Array[];
    /** Term id → papers holding it. */
    postings: readonly Int32Array[];
    averageLength: number;
  };
  termId(term: string): number | undefined;
}

/** Pseudo-papers of the prior in a term's smoothed title rate. */
export const PRIOR_WEIGHT = 2;

/** Readies the stored index (a parsed JSON object or its text/bytes, as the caller read or imported it). */
export function loadTitleIndex(source: TitleIndexData | string | Uint8Array): TitleIndex {
  const data: TitleIndexData =
    typeof source === 'string'
      ? JSON.parse(source)
      : source instanceof Uint8Array
        ? JSON.parse(new TextDecoder().decode(source))
        : source;
  const vocab = data.vocab.split('\n');
  const ids = new Map(vocab.map((term, id) => [term, id]));
  const phrases = new Map(data.phrases);
  const terms = data.papers.terms.map(
    (line) => new Int32Array(line === '' ? [] : line.split(' ').map((id) => Number.parseInt(id, 36))),
  );
  const lists: number[][] = vocab.map(() => []);
  terms.forEach((list, paper) => {
    for (const id of new Set(list)) lists[id]?.push(paper);
  });
  const total = terms.reduce((sum, list) => sum + list.length, 0);
  const df = (term: string) => {
    const id = ids.get(term);
    return id === undefined ? 0 : (data.df[id] ?? 0);
  };
  const titleRate = (term: string) => {
    const id = ids.get(term);
    if (id === undefined) return data.rarePrior;
    return ((data.inTitle[id] ?? 0) + PRIOR_WEIGHT * data.rarePrior) / ((data.df[id] ?? 0) + PRIOR_WEIGHT);
  };
  const idf = (term: string) => {
    const n = df(term);
    return Math.log(1 + (data.documents - n + 0.5) / (n + 0.5));
  };
  return {
    documents: data.documents,
    df,
    titleRate,
    idf,
    facts: (term) => ({ rate: titleRate(term), known: ids.has(term), idf: idf(term) }),
    wordModel: data.wordModel ?? [],
    phraseCount: (phrase) => phrases.get(phrase) ?? 0,
    shapes: data.shapes,
    heads: new Map(data.heads),
    subtitles: data.subtitles,
    papers: {
      pmid: data.papers.pmid,
      title: data.papers.title,
      terms,
      postings: lists.map((list) => Int32Array.from(list)),
      averageLength: total / (terms.length || 1),
    },
    termId: (term) => ids.get(term),
  };
}
