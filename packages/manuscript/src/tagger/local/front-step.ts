import type { Paragraph } from '@galley/contracts';
import { isAddressLine } from '../address-line.ts';
import { isContactLine } from '../contact-line.ts';
import { isDateLine } from '../date-line.ts';
import type { FrontGuess } from '../front-matter.ts';
import { opensWithSuperscriptMark } from '../superscript-marks.ts';
import type { LocalTagging, Section } from './local-tagging.ts';
import { nextGuess } from './next-guess.ts';
import { titleGoesOn } from './title-continuation.ts';

// A title-page line's guess alone is not enough: the label above it and the lines before it often decide
// (the line under "Running title", a title broken over two lines, addresses under "Correspondence").
/** The step of a front-matter paragraph from its guess, the label above it and what came before. */
export function frontStep(state: LocalTagging, guess: FrontGuess, paragraph: Paragraph): [Section, number] {
  const fresh = state.labelFresh;
  state.labelFresh = false;
  // The line right under a label on a line of its own ("Running title", "Corresponding author") is what it names.
  if (fresh && state.frontLabel?.startsWith('front.')) {
    state.titleFound ||= state.frontLabel === 'front.title';
    return [state.frontLabel, 0.85];
  }
  // Address lines under "Correspondence" read like affiliations but belong to it.
  if (state.frontLabel === 'front.correspondence' && guess === 'front.affiliations')
    return ['front.correspondence', 0.8];
  // A telephone or fax line after the corresponding author's details is more of them.
  if (
    (guess === 'none' || guess === 'untagged-label') &&
    state.lastFrontStep === 'front.correspondence' &&
    isContactLine(paragraph.text)
  )
    return ['front.correspondence', 0.8];
  // The first line is the title even when a word of it reads like an institution ("… for clinicians"): an
  // affiliation names its place after a comma, a title is set apart by its style or formatting.
  if (
    !state.titleFound &&
    guess === 'front.affiliations' &&
    (paragraph.heading || /title/i.test(paragraph.styleName ?? '') || !paragraph.text.includes(','))
  ) {
    state.titleFound = true;
    return ['front.title', 0.75];
  }
  // A labelled line no step takes ("文章编号：…") is skipped, unless it is the title ("Peer review: a flawed
  // process …") and the byline follows it.
  const untagged =
    guess === 'untagged-label' && (state.titleFound || nextGuess(state, paragraph) !== 'front.authors');
  // Nor is a line with no letters (a page or line number typed on the title page).
  const letterless = guess === 'none' && !/\p{L}/u.test(paragraph.text);
  if (guess === 'article-type' || untagged || letterless || (guess === 'none' && isDateLine(paragraph.text)))
    return ['none', 0.7];
  if (guess === 'untagged-label') {
    state.titleFound = true;
    return ['front.title', 0.7];
  }
  if (titleGoesOn(state, paragraph, guess)) return ['front.title', 0.7];
  // After the affiliations, a line naming no institution that is another or more of one: marked as the one above
  // (markedPlace), or the place an affiliation typed over lines ends with ("Institute of Ecology, University of
  // Bern⏎Bern, Switzerland").
  if (
    (guess === 'none' || guess === 'front.authors') &&
    state.lastFrontStep === 'front.affiliations' &&
    (markedPlace(paragraph) || isAddressLine(paragraph.text, guess === 'front.authors'))
  )
    return ['front.affiliations', 0.7];
  if (state.runningTitleNext) {
    state.runningTitleNext = false;
    return ['front.running_title', 0.85];
  }
  if (guess === 'running-title-label') {
    state.runningTitleNext = true;
    return ['front.running_title', 0.85];
  }
  if (guess === 'keywords-label') {
    state.frontLabel = 'abstract.keywords';
    return ['abstract.keywords', 0.9];
  }
  // Under a label that is not front matter (keywords, data availability, abbreviations) the label decides.
  if (state.frontLabel && !state.frontLabel.startsWith('front.')) return [state.frontLabel, 0.85];
  if (!state.titleFound && (guess === 'none' || guess === 'front.authors')) {
    state.titleFound = true;
    return ['front.title', 0.85];
  }
  if (guess !== 'none') {
    state.titleFound ||= guess === 'front.title';
    return [guess, 0.75];
  }
  return [state.frontLabel ?? 'none', 0.7];
}

/**
 * An affiliation that names no institution ("^b^ CIBER de Epidemiología y Salud Pública, Madrid"): a line that opens
 * with a mark and names a place after a comma (a byline puts its marks after names; "^2^ Lead contact", "^¶^ These
 * authors contributed equally" are notes).
 */
function markedPlace(paragraph: Paragraph): boolean {
  return (
    opensWithSuperscriptMark(paragraph) &&
    /,\s*\p{Lu}/u.test(paragraph.text) &&
    !/[:：]/.test(paragraph.text) &&
    !/\b(?:contribut\w*|equal(?:ly)?|igual|joint|senior|contact|deceased|correspond\w*)\b/iu.test(
      paragraph.text,
    )
  );
}
