// Writes packages/references/src/model/hyphen-lexicon.json, what the line-break hyphen rule reads beside its own
// rules (model/line-break-hyphens.ts): the compounds printed with their hyphen at least as often as run together
// ("case-control", "cost-effectiveness"), the words seen alone twice or more, and which of them are combining forms
// ("hyper", "micro"), from the titles and abstracts of the
// shared PubMed corpus (efetch XML and MEDLINE records). Leaves out the records the PMC-PDF reference strings
// cite (glutton-references-doi-matching.json.gz), whose titles scripts/refs/eval-line-break-hyphens.ts checks
// the rule against, so that check measures words the lexicon never saw in those titles.
// Run: npx tsx scripts/refs/build-hyphen-lexicon.ts
import fs from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { xmlText } from '../../packages/pubmed/src/articles/index.ts';
import { sharedDataPath } from './shared-data-path.ts';

const TARGET = path.resolve(import.meta.dirname, '../../packages/references/src/model/hyphen-lexicon.json');
const gunzip = (file: string) => gunzipSync(fs.readFileSync(sharedDataPath(file))).toString('utf8');

const cited = new Set(
  (JSON.parse(gunzip('references/glutton-references-doi-matching.json.gz')) as { pmid?: string }[])
    .map((reference) => reference.pmid)
    .filter(Boolean),
);
const texts: string[] = [];
for (const article of gunzip('pubmed/pubmed-articles.xml.gz').split('<PubmedArticle>').slice(1)) {
  const pmid = /<PMID[^>]*>(\d+)<\/PMID>/.exec(article)?.[1] ?? '';
  if (cited.has(pmid)) continue;
  for (const match of article.matchAll(/<(ArticleTitle|AbstractText)[^>]*>([\s\S]*?)<\/\1>/g))
    texts.push(xmlText(match[2] ?? ''));
}
for (const record of gunzip('pubmed/medline-records.txt.gz').split(/\n(?=PMID- )/)) {
  const pmid = /^PMID- (\d+)/m.exec(record)?.[1] ?? '';
  if (!pmid || cited.has(pmid)) continue;
  for (const match of record.matchAll(/\n(?:TI|AB) {2}- ([\s\S]*?)(?=\n[A-Z]{2,4} *- |\s*$)/g))
    texts.push((match[1] ?? '').replace(/\s+/g, ' '));
}

// Two words of letters joined by one hyphen, not part of a longer chain ("amyloid-beta-induced").
const COMPOUND = /(?<![\p{L}\p{N}-])(\p{L}{2,})-(\p{L}{2,})(?![\p{L}\p{N}]*-)/gu;
const hyphenated = new Map<string, number>();
const words = new Map<string, number>();
for (const text of texts) {
  for (const match of text.matchAll(COMPOUND)) {
    const compound = `${match[1]}-${match[2]}`.toLowerCase();
    hyphenated.set(compound, (hyphenated.get(compound) ?? 0) + 1);
  }
  // Words standing alone: not the parts of hyphenated compounds, nor a word before or after a suspended hyphen
  // ("micro- and macro-", "-based"): "hyper", "micro", "trans" are prefixes, not words.
  for (const token of text.match(/(?<![\p{L}\p{N}-])\p{L}+(?:-\p{L}+)*(?![\p{L}\p{N}-])/gu) ?? []) {
    if (token.includes('-')) continue;
    const lower = token.toLowerCase();
    words.set(lower, (words.get(lower) ?? 0) + 1);
  }
}
const compounds = [...hyphenated]
  .filter(([compound, count]) => count >= 2 && count >= (words.get(compound.replace('-', '')) ?? 0))
  .map(([compound]) => compound)
  .sort();
const vocabulary = [...words]
  .filter(([word, count]) => count >= 2 && word.length >= 3)
  .map(([word]) => word)
  .sort();
// Words that run into three other words or more ("hyper" in "hypertension", "micro", "photo", "side" in
// "sideline"): combining forms, which a break after them does not make a compound of two words.
const known = new Set(vocabulary);
const runsInto = new Map<string, number>();
for (const word of vocabulary)
  for (let at = 3; at <= word.length - 3; at++) {
    const head = word.slice(0, at);
    if (known.has(head) && known.has(word.slice(at))) runsInto.set(head, (runsInto.get(head) ?? 0) + 1);
  }
const prefixes = [...runsInto]
  .filter(([, count]) => count >= 3)
  .map(([head]) => head)
  .sort();
fs.writeFileSync(TARGET, `${JSON.stringify({ compounds, words: vocabulary, prefixes })}\n`);
console.log(
  `${texts.length} titles and abstracts (${cited.size} cited records left out): ${compounds.length} compounds, ` +
    `${vocabulary.length} words, ${prefixes.length} combining forms, ${(fs.statSync(TARGET).size / 1024).toFixed(0)} KB`,
);
