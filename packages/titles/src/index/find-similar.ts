import type { TitleIndex } from './load-title-index.ts';

export interface SimilarPaper {
  title: string;
  pmid: string;
  score: number;
}

const K1 = 1.2;
const B = 0.75;

/**
 * The published papers most like an abstract: BM25 of the abstract's term counts against each paper's title terms and
 * key abstract terms (the local index; no outside service). Ties go to the lower PMID position, so results are stable.
 */
export function findSimilar(
  termCounts: ReadonlyMap<string, number>,
  index: TitleIndex,
  limit = 5,
): SimilarPaper[] {
  const { papers } = index;
  const scores = new Float64Array(papers.pmid.length);
  for (const [term, count] of termCounts) {
    const id = index.termId(term);
    if (id === undefined) continue;
    const weight = index.idf(term) * Math.log(1 + count);
    for (const paper of papers.postings[id] ?? []) {
      const list = papers.terms[paper];
      if (!list) continue;
      let tf = 0;
      for (const other of list) if (other === id) tf++;
      const norm = K1 * (1 - B + (B * list.length) / papers.averageLength);
      scores[paper] = (scores[paper] ?? 0) + (weight * (tf * (K1 + 1))) / (tf + norm);
    }
  }
  const best: number[] = [];
  scores.forEach((score, paper) => {
    if (score > 0) best.push(paper);
  });
  best.sort((a, b) => (scores[b] ?? 0) - (scores[a] ?? 0) || a - b);
  return best.slice(0, limit).map((paper) => ({
    title: papers.title[paper] ?? '',
    pmid: papers.pmid[paper] ?? '',
    score: Math.round((scores[paper] ?? 0) * 1000) / 1000,
  }));
}
