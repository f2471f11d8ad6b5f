import type { CslItem } from '@galley/contracts';
import { cleanDoi } from '../model/clean-doi.ts';
import { joinLineBreakHyphens } from '../model/line-break-hyphens.ts';
import { shippedHyphenLexicon } from '../model/shipped-hyphen-lexicon.ts';
import { fieldsFromSpans } from './fields-from-spans.ts';
import { guessReferenceType } from './guess-reference-type.ts';
import { dropIdentifierNumbers } from './identifier-numbers.ts';
import { mendItem } from './mend-item.ts';
import modelFile from './reference-tagger-model.json' with { type: 'json' };
import { relabelTokens } from './relabel-tokens.ts';
import { tagTokens } from './tag-tokens.ts';
import { taggedSpans } from './tagged-spans.ts';
import type { TaggerModel } from './tagger-model.ts';
import { FEATURE_SLOTS, GROUP_VALUES, tokenFeatures } from './token-features.ts';
import type { TokenLabel } from './token-labels.ts';
import { tokenizeReference } from './tokenize-reference.ts';

const shippedModel = modelFile as TaggerModel;
// Buffers reused by every call (parsing is synchronous): a typed array per string costs an allocation outside
// the heap, and the features of one string are dropped once it is tagged.
let featureBuffer = new Int32Array(0);
let groupBuffer = new Int32Array(0);
const YEAR = /(?<![\d.])((?:1[5-9]|20)\d\d)[a-z]?(?![\d])/;
// White space other than single spaces: what `.replace(/\s+/g, ' ')` would change.
const ODD_SPACE = /\s\s|[^\S ]/;

/**
 * One reference string → a CSL item with per-field confidences. The learned tagger (reference-tagger-model.json,
 * built by scripts/refs/train-refs-parser.ts) labels every token; rules then read the labelled spans into CSL
 * values and take identifiers (DOI, PMID, PMCID, URL) straight from the text, where patterns beat any model.
 * `model` is for the evaluation's held-out folds; the product always uses the shipped one.
 */
export function parseReferenceString(text: string, id: string, model = shippedModel): CslItem {
  // Most strings come single-spaced: a scan is cheaper than a replace that copies.
  const joined = joinLineBreakHyphens(text, shippedHyphenLexicon());
  const source = (ODD_SPACE.test(joined) ? joined.replace(/\s+/g, ' ') : joined).trim();
  const item: CslItem = { id, type: 'article-journal', source, confidence: {} };
  const confidence = item.confidence ?? {};
  const tokens = tokenizeReference(source.slice(0, 4000));
  if (featureBuffer.length < tokens.length * FEATURE_SLOTS) {
    featureBuffer = new Int32Array(Math.max(tokens.length, 256) * FEATURE_SLOTS);
    groupBuffer = new Int32Array(Math.max(tokens.length, 256) * GROUP_VALUES);
  }
  const groups = groupBuffer.subarray(0, tokens.length * GROUP_VALUES);
  const features = featureBuffer.subarray(0, tokens.length * FEATURE_SLOTS);
  const tagged = tagTokens(model, tokenFeatures(tokens, groups, features), groups);
  const labels = tagged.labels.map((label) => model.labels[label] as TokenLabel);
  relabelTokens(tokens, labels);
  fieldsFromSpans(taggedSpans(source, tokens, labels, tagged.confidence), item);
  mendItem(source, item);

  const doi = cleanDoi(source);
  if (doi) {
    item.DOI = doi;
    confidence.DOI = 0.99;
  }
  const pmid = /\bPMID:?\s*(\d{1,9})\b/i.exec(source)?.[1];
  if (pmid) {
    item.PMID = pmid;
    confidence.PMID = 0.99;
  }
  const pmcid = /\b(PMC\d{4,9})\b/.exec(source)?.[1];
  if (pmcid) {
    item.PMCID = pmcid;
    confidence.PMCID = 0.99;
  }
  dropIdentifierNumbers(source, item);
  const url = /\b(?:https?:\/\/|www\.)[^\s<>"]+/.exec(source)?.[0]?.replace(/[.,;)\]]+$/, '');
  if (url && !/doi\.org\//i.test(url)) {
    item.URL = url;
    confidence.URL = 0.95;
  }
  if (!item.issued) {
    const withoutTitle = item.title ? source.replace(item.title, '') : source;
    const year = YEAR.exec(withoutTitle)?.[1];
    if (year) {
      item.issued = { 'date-parts': [[Number(year)]] };
      confidence.issued = 0.5;
    }
  }
  item.type = guessReferenceType(item, source);
  return item;
}
