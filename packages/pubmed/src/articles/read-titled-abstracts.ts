import { xmlText } from '../xml/xml-text.ts';
import type { TitledAbstract } from './titled-abstract.ts';

/** Titles that are not the paper's own words: a bracketed translation, or a notice about another paper. */
const NOT_A_TITLE = /^\[|^(erratum|correction|retraction)\b/i;
const MIN_ABSTRACT_WORDS = 40;

/**
 * Title + abstract pairs of PubMed efetch XML (a `PubmedArticleSet`): English records with a real title and an
 * abstract of at least 40 words, one per PMID. Structured abstracts keep their labels ("BACKGROUND: …"), one section
 * per line, because that is how authors paste them. Pure and lenient: text in, records out, never throws.
 */
export function readTitledAbstracts(xml: string): TitledAbstract[] {
  const records: TitledAbstract[] = [];
  const seen = new Set<string>();
  for (const article of xml.split('<PubmedArticle>').slice(1)) {
    const pmid = /<PMID[^>]*>(\d+)<\/PMID>/.exec(article)?.[1] ?? '';
    const title = xmlText(/<ArticleTitle[^>]*>([\s\S]*?)<\/ArticleTitle>/.exec(article)?.[1] ?? '');
    const body = /<Abstract>([\s\S]*?)<\/Abstract>/.exec(article)?.[1];
    const language = /<Language>([^<]+)<\/Language>/.exec(article)?.[1] ?? 'eng';
    if (!pmid || seen.has(pmid) || !body || language !== 'eng') continue;
    if (!title || NOT_A_TITLE.test(title)) continue;
    const sections = [...body.matchAll(/<AbstractText([^>]*)>([\s\S]*?)<\/AbstractText>/g)].map((match) => {
      const label = /Label="([^"]*)"/.exec(match[1] ?? '')?.[1];
      const text = xmlText(match[2] ?? '');
      return label ? `${label}: ${text}` : text;
    });
    const abstract = sections.join('\n').trim();
    if (abstract.split(/\s+/).length < MIN_ABSTRACT_WORDS) continue;
    seen.add(pmid);
    records.push({ pmid, title: title.replace(/\.$/, ''), abstract });
  }
  return records;
}
