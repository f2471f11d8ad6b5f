import { sentences } from '../text/sentences.ts';
import { type Abbreviations, findAbbreviations } from './abbreviations.ts';

export type AbstractPart = 'background' | 'objective' | 'methods' | 'results' | 'conclusions' | 'other';

export interface AbstractSentence {
  text: string;
  part: AbstractPart;
  /** Position among all sentences, 0-based. */
  index: number;
}

export interface ReadAbstract {
  sentences: AbstractSentence[];
  /** The text without section labels. */
  text: string;
  abbreviations: Abbreviations;
}

// "BACKGROUND:", "Methods and findings:", "OBJECTIVE." — a short label at the start of a line or run in.
const LABEL = /(?:^|\n|(?<=[.?!]\s))([A-Z][A-Za-z ,/&-]{2,40}?)[:.]\s+(?=[A-Z0-9])/g;
const PARTS: [RegExp, AbstractPart][] = [
  [/objective|aim|purpose|goal|question|hypothes/i, 'objective'],
  [/background|introduction|context|rationale|importance/i, 'background'],
  [
    /method|design|setting|participant|patient|material|intervention|measure|procedure|population/i,
    'methods',
  ],
  [/result|finding|outcome/i, 'results'],
  [/conclusion|interpretation|implication|discussion|significance|summary/i, 'conclusions'],
];

/** Sentences of an abstract with the part each belongs to (from its section label, when it has one). */
export function readAbstract(abstract: string): ReadAbstract {
  const text = abstract.replace(/\r\n?/g, '\n').trim();
  const labels = [...text.matchAll(LABEL)].filter((match) => partOf(match[1] ?? '') !== undefined);
  const pieces: { part: AbstractPart; body: string }[] = [];
  if (!labels.length) pieces.push({ part: 'other', body: text });
  else {
    const before = text.slice(0, labels[0]?.index ?? 0).trim();
    if (before) pieces.push({ part: 'other', body: before });
    labels.forEach((match, index) => {
      const start = (match.index ?? 0) + match[0].length;
      const end = labels[index + 1]?.index ?? text.length;
      pieces.push({ part: partOf(match[1] ?? '') ?? 'other', body: text.slice(start, end).trim() });
    });
  }
  const list: AbstractSentence[] = [];
  for (const piece of pieces)
    for (const paragraph of piece.body.split(/\n+/))
      for (const sentence of sentences(paragraph.replace(/\s+/g, ' ').trim()))
        list.push({ text: sentence, part: piece.part, index: list.length });
  const plain = list.map((sentence) => sentence.text).join(' ');
  return { sentences: list, text: plain, abbreviations: findAbbreviations(plain) };
}

function partOf(label: string): AbstractPart | undefined {
  if (label.split(/\s+/).length > 4) return undefined;
  return PARTS.find(([pattern]) => pattern.test(label))?.[1];
}
