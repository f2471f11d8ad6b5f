import { type ReadAbstract, readAbstract } from '../abstract/read-abstract.ts';
import { wordFeatures } from '../phrases/word-features.ts';
import { terms } from '../text/words.ts';
import { PRIOR_WEIGHT } from './load-title-index.ts';
import { isContent, shapeTokens, titleShape } from './shape-words.ts';
import type { TitleIndexData } from './title-index-data.ts';
import type { TitledAbstract } from './titled-abstract.ts';
import { trainWordModel } from './train-word-model.ts';

const KEY_TERMS_PER_PAPER = 12;

/**
 * Builds the stored index from published papers (pure: records in, data out). Statistics count documents, not
 * occurrences; only the build set may be passed in (the evaluation's held-out abstracts never are).
 */
export function buildTitleIndex(records: readonly TitledAbstract[]): TitleIndexData {
  const df = new Map<string, number>();
  const inTitle = new Map<string, number>();
  const abstractTerms: string[][] = [];
  const reads = records.map((record) => readAbstract(record.abstract));
  for (const [at, record] of records.entries()) {
    const body = [...new Set(terms(reads[at]?.text ?? '').filter(isContent))];
    const title = new Set(terms(record.title));
    abstractTerms.push(body);
    for (const term of body) {
      df.set(term, (df.get(term) ?? 0) + 1);
      if (title.has(term)) inTitle.set(term, (inTitle.get(term) ?? 0) + 1);
    }
  }
  const vocab = [...df.keys()].filter((term) => (df.get(term) ?? 0) >= 2).sort();
  const ids = new Map(vocab.map((term, id) => [term, id]));
  const rare = [...df].filter(([, count]) => count <= 3);
  const rarePrior =
    rare.reduce((sum, [term, count]) => sum + (inTitle.get(term) ?? 0) / count, 0) / (rare.length || 1);
  const idf = (term: string) => Math.log(records.length / (df.get(term) ?? 1));
  const wordModel = trainOnBuildSet(records, reads, df, inTitle, rarePrior);
  const papers: TitleIndexData['papers'] = { pmid: [], title: [], terms: [] };
  records.forEach((record, index) => {
    const titleTerms = [...new Set(terms(record.title).filter(isContent))];
    const key = (abstractTerms[index] ?? [])
      .filter((term) => !titleTerms.includes(term))
      .sort((a, b) => idf(b) - idf(a) || a.localeCompare(b))
      .filter((term) => (df.get(term) ?? 0) >= 2)
      .slice(0, KEY_TERMS_PER_PAPER);
    papers.pmid.push(record.pmid);
    papers.title.push(record.title);
    papers.terms.push(
      [...titleTerms, ...key]
        .map((term) => ids.get(term))
        .filter((id) => id !== undefined)
        .map((id) => id.toString(36))
        .join(' '),
    );
  });
  const { phrases, shapes, heads, subtitles } = titleStatistics(records.map((record) => record.title));
  return {
    version: 1,
    documents: records.length,
    vocab: vocab.join('\n'),
    df: vocab.map((term) => df.get(term) ?? 0),
    inTitle: vocab.map((term) => inTitle.get(term) ?? 0),
    rarePrior: Math.round(rarePrior * 1000) / 1000,
    wordModel,
    phrases,
    shapes,
    heads,
    subtitles,
    papers,
  };
}

/**
 * Fits the word model on the build set. Each paper's own title is left out of the rates its features see
 * (leave-one-out), as a new abstract's title is not in the index: otherwise rare words would look like sure title words.
 */
function trainOnBuildSet(
  records: readonly TitledAbstract[],
  reads: readonly ReadAbstract[],
  df: ReadonlyMap<string, number>,
  inTitle: ReadonlyMap<string, number>,
  prior: number,
): number[] {
  const rows: number[][] = [];
  const labels: number[] = [];
  const n = records.length - 1;
  records.forEach((record, at) => {
    const title = new Set(terms(record.title));
    const read = reads[at];
    if (!read) return;
    const features = wordFeatures(read, (term) => {
      const inThis = title.has(term) ? 1 : 0;
      const others = (df.get(term) ?? 1) - 1;
      const known = others >= 2;
      const seen = known ? others : 0;
      return {
        known,
        rate: known
          ? ((inTitle.get(term) ?? 0) - inThis + PRIOR_WEIGHT * prior) / (others + PRIOR_WEIGHT)
          : prior,
        idf: Math.log(1 + (n - seen + 0.5) / (seen + 0.5)),
      };
    });
    for (const [term, row] of features) {
      rows.push(row);
      labels.push(title.has(term) ? 1 : 0);
    }
  });
  return trainWordModel(rows, labels);
}

function titleStatistics(
  titles: readonly string[],
): Pick<TitleIndexData, 'phrases' | 'shapes' | 'heads' | 'subtitles'> {
  const phrases = new Map<string, number>();
  const heads = new Map<string, number>();
  const subtitles = new Map<string, number>();
  for (const title of titles) {
    const tokens = shapeTokens(title);
    if (tokens[1] === 'of' && tokens[0] && isContent(tokens[0]))
      heads.set(tokens[0], (heads.get(tokens[0]) ?? 0) + 1);
    const colon = title.lastIndexOf(':');
    if (colon > 0) {
      const subtitle = title
        .slice(colon + 1)
        .trim()
        .toLowerCase();
      if (subtitle.split(/\s+/).length <= 8) subtitles.set(subtitle, (subtitles.get(subtitle) ?? 0) + 1);
    }
    const seen = new Set<string>();
    for (let start = 0; start < tokens.length; start++)
      for (let length = 2; length <= 4 && start + length <= tokens.length; length++) {
        const gram = tokens.slice(start, start + length);
        if (gram.some((token) => token === ':' || token === '?')) break;
        if (!isContent(gram[0] ?? '') || !isContent(gram[gram.length - 1] ?? '')) continue;
        seen.add(gram.join(' '));
      }
    for (const gram of seen) phrases.set(gram, (phrases.get(gram) ?? 0) + 1);
  }
  const headSet = new Set(top(heads, 3, 60).map(([head]) => head));
  const shapes = new Map<string, number>();
  for (const title of titles) {
    const shape = titleShape(shapeTokens(title), headSet);
    shapes.set(shape, (shapes.get(shape) ?? 0) + 1);
  }
  return {
    phrases: top(phrases, 3, 4000),
    shapes: top(shapes, 5, 60),
    heads: top(heads, 3, 60),
    subtitles: top(subtitles, 2, 200),
  };
}

/** Entries seen at least `min` times, most frequent first (ties alphabetical, so builds are reproducible). */
function top(counts: Map<string, number>, min: number, limit: number): [string, number][] {
  return [...counts]
    .filter(([, count]) => count >= min)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, limit);
}
