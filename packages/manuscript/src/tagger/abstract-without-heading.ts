import type { Paragraph } from '@galley/contracts';
import { paragraphDeclaration } from './declaration-paragraph.ts';
import { namesInstitution } from './front-matter.ts';
import { opensWithPartLabel } from './part-label-start.ts';
import { splitSentences } from './split-sentences.ts';

/**
 * A title-page paragraph that is the abstract though no "Abstract" heading says so: one opening with a part's
 * run-in label ("Background: …", "Methods: …", or in bold with no colon: "**Background** …"), or running prose of several sentences — the title page holds
 * lines (names, places, addresses), not prose — that states no declaration (some title pages carry funding).
 */
export function abstractWithoutHeading(paragraph: Paragraph): boolean {
  const text = paragraph.text;
  // Any part may come first ("Study design: …" opens Spine's abstracts); no other title-page line starts so.
  if (opensWithPartLabel(paragraph)) return true;
  const words = text.split(/\s+/).filter(Boolean).length;
  // A short abstract (Nature's summary paragraphs run from some 60 words) is still four sentences or more — of
  // prose: a paragraph of numbered affiliations splits into "sentences" too ("… Leeds, UK. 2 School of …").
  const sentences = splitSentences(text).map(({ start, end }) => text.slice(start, end));
  const prose =
    (words >= 80 && sentences.length >= 3) ||
    (words >= 50 &&
      sentences.filter((s) => !/^\s*[\d¹²³⁴-⁹⁰*†‡§#]/u.test(s) && !namesInstitution(s)).length >= 4);
  return prose && !paragraphDeclaration(text, 'none');
}
