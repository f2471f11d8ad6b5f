import fs from 'node:fs';
import { gunzipSync } from 'node:zlib';
import type { AbstractPart } from '../../packages/manuscript/src/tagger/abstract-model.ts';
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
 * Structured abstracts of the shared PubMed corpus (efetch XML): each `AbstractText` section with its part, from
 * the NLM category or, failing that, the author's label. Sections that are none of the four parts (trial
 * registration, funding) are left out, and so are abstracts without labels.
 */
export function readLabelledAbstracts(): LabelledAbstract[] {
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
      const category = /NlmCategory="([^"]*)"/.exec(attributes)?.[1] ?? '';
      const part = CATEGORY[category] ?? LABEL_WORDS.find(([words]) => words.test(label))?.[1];
      // Trial registration, funding, level of evidence: not one of the four parts, and not prose to learn from.
      if (!part) continue;
      sections.push({ part, text: plainText(match[2] ?? '') });
    }
    if (placeable && sections.length >= 2) abstracts.push({ pmid, sections });
  }
  return abstracts;
}

function plainText(xml: string): string {
  return xml
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}
