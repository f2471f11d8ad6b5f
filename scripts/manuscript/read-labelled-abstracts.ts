import fs from 'node:fs';
import { gunzipSync } from 'node:zlib';
import type { AbstractPart } from '../../packages/manuscript/src/tagger/abstract-model.ts';
// One reading of an XML fragment's text (tags dropped, entities decoded, spaces collapsed), @galley/pubmed/articles'.
import { xmlText as plainText } from '../../packages/pubmed/src/articles/index.ts';
import { sharedDataPath } from './shared-data-path.ts';

export interface LabelledAbstract {
  pmid: string;
  sections: { part: AbstractPart; text: string }[];
}

const CATEGORY: Record<string, AbstractPart> = {
  BACKGROUND: 'background',
  OBJECTIVE: 'background',
  METHODS: 'methods',
  RESULTS: 'results',
  CONCLUSIONS: 'conclusions',
};

// Sections that are not abstract prose, whatever NLM category they carry (the XML files trial registrations and
// funding under BACKGROUND, levels of evidence under METHODS): learnt as a part, they teach that a registry number
// or a grant is background, and their place at the end makes the abstract's parts go backwards.
const NOT_PROSE =
  /regist|funding|financ|sponsor|level of evidence|evidence level|disclosure|conflicts? of interest|competing|keywords|highlights|supplementary|clinical ?trials?\.gov/i;

// For labels without an NLM category (or UNASSIGNED): the words authors use for each part.
const LABEL_WORDS: [RegExp, AbstractPart][] = [
  [/background|introduction|objective|aim|purpose|context|rationale|importance|hypothes/i, 'background'],
  [
    /method|design|setting|participant|patient|subject|material|intervention|measure|procedure|approach|data source|study selection/i,
    'methods',
  ],
  [/result|finding|outcome/i, 'results'],
  [/conclusion|interpretation|implication|discussion|significance|relevance/i, 'conclusions'],
];

/**
 * The part of a structured abstract's section, from its NLM category when it has one (not UNASSIGNED), else from
 * its label's words; none for sections that are not abstract prose (trial registration, funding, level of
 * evidence), whatever their category.
 */
export function sectionPart(label: string, category?: string): AbstractPart | undefined {
  if (NOT_PROSE.test(label)) return undefined;
  return CATEGORY[category ?? ''] ?? LABEL_WORDS.find(([words]) => words.test(label))?.[1];
}

/**
 * Structured abstracts of the shared PubMed corpus: the efetch XML records (readXmlAbstracts) and then the MEDLINE
 * records not already among them (readMedlineAbstracts), one abstract per PMID.
 */
export function readLabelledAbstracts(): LabelledAbstract[] {
  const xml = readXmlAbstracts();
  const seen = new Set(xml.map((a) => a.pmid));
  return [...xml, ...readMedlineAbstracts().filter((a) => !seen.has(a.pmid))];
}

/**
 * Structured abstracts of the efetch XML: each `AbstractText` section with its part, from the NLM category or,
 * failing that, the author's label. Sections that are none of the four parts (trial registration, funding) are left
 * out, and so are abstracts without labels.
 */
export function readXmlAbstracts(): LabelledAbstract[] {
  const xml = gunzipSync(fs.readFileSync(sharedDataPath('pubmed/pubmed-articles.xml.gz'))).toString('utf8');
  const abstracts: LabelledAbstract[] = [];
  for (const article of xml.split('<PubmedArticle>').slice(1)) {
    const pmid = /<PMID[^>]*>(\d+)<\/PMID>/.exec(article)?.[1] ?? '';
    const body = /<Abstract>([\s\S]*?)<\/Abstract>/.exec(article)?.[1];
    if (!body) continue;
    const sections: LabelledAbstract['sections'] = [];
    let placeable = true;
    for (const match of body.matchAll(/<AbstractText([^>]*)>([\s\S]*?)<\/AbstractText>/g)) {
      const attributes = match[1] ?? '';
      const label = /Label="([^"]*)"/.exec(attributes)?.[1];
      if (label === undefined) {
        placeable = false;
        break;
      }
      const category = /NlmCategory="([^"]*)"/.exec(attributes)?.[1];
      const part = sectionPart(label, category);
      // Trial registration, funding, level of evidence: not one of the four parts, and not prose to learn from.
      if (!part) continue;
      sections.push({ part, text: plainText(match[2] ?? '') });
    }
    if (placeable && sections.length >= 2) abstracts.push({ pmid, sections });
  }
  return abstracts;
}

/**
 * Structured abstracts of the MEDLINE (NBIB) records: the `AB` field, whose parts are run in as upper-case labels
 * ("BACKGROUND: … METHODS: …"), each placed by the author's label words. A part whose label is none of the four
 * (trial registration, funding) is left out; text before the first label makes the abstract unplaceable.
 */
export function readMedlineAbstracts(): LabelledAbstract[] {
  const text = gunzipSync(fs.readFileSync(sharedDataPath('pubmed/medline-records.txt.gz'))).toString('utf8');
  const abstracts: LabelledAbstract[] = [];
  for (const record of text.split(/\n(?=PMID- )/)) {
    const pmid = /^PMID- (\d+)/m.exec(record)?.[1] ?? '';
    const field = /\nAB {2}- ([\s\S]*?)(?=\n[A-Z]{2,4} *- |\s*$)/.exec(record)?.[1];
    if (!pmid || !field) continue;
    const body = field.replace(/\s+/g, ' ').trim();
    const labels = [...body.matchAll(/(?:^|(?<=[.?!)\]] ))([A-Z][A-Z ,/&()-]*[A-Z]): /g)];
    if (!labels.length || labels[0]?.index !== 0) continue;
    const sections: LabelledAbstract['sections'] = [];
    labels.forEach((match, i) => {
      const start = (match.index ?? 0) + match[0].length;
      const end = labels[i + 1]?.index ?? body.length;
      const part = sectionPart(match[1] ?? '');
      const sectionText = body.slice(start, end).trim();
      if (part && sectionText) sections.push({ part, text: sectionText });
    });
    if (sections.length >= 2) abstracts.push({ pmid, sections });
  }
  return abstracts;
}
