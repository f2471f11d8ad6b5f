import type { Paragraph } from '@galley/contracts';
import { isDateLine } from '../date-line.ts';
import { guessFrontMatter, namesInstitution } from '../front-matter.ts';
import { opensWithSuperscriptMark } from '../superscript-marks.ts';
import { filledFrom } from './heading-after.ts';
import type { LocalTagging } from './local-tagging.ts';

// How far ahead the byline may be: past a date line or two.
const LINES_TO_BYLINE = 3;
// The word after an institution's own word in its name ("Laboratoire de …", "Institut für …", "Department of …"),
// not in a title that opens on the same noun ("Hospital wastewater samples …", "University entrance examinations …").
const INSTITUTION_LINK = /^(?:de|des|du|d'\S*|di|del|della|degli|delle|dei|do|da|für|of|for)$/iu;
// Lower-case words that an institution's name also holds ("Centre for Research into Ageing").
const NAME_WORDS = new Set([
  'from',
  'with',
  'into',
  'upon',
  'under',
  'over',
  'after',
  'within',
  'about',
  'their',
]);

/**
 * The second line of a title typed over two paragraphs that names an institution in passing ("… viral RNA in
 * septic tanks of Fangcang Hospital"): right under the title, before the byline that still follows it, with no
 * comma and no mark, and in running words. An affiliation there would be a name ("Department of Genetics"), name
 * its place after a comma, and come after the names — or open on the institution's own word, as a name in French,
 * Spanish or Italian does without a comma ("Laboratoire de physique des solides", "Departamento de medicina
 * preventiva"), where a title names one in passing at its end.
 */
export function institutionInTitle(state: LocalTagging, paragraph: Paragraph): boolean {
  if (state.lastFrontStep !== 'front.title' || state.collector.has('front.authors')) return false;
  const text = paragraph.text.trim();
  if (text.length > 250 || /[,;，、；]/u.test(text) || /[.:]$/.test(text)) return false;
  if (opensWithSuperscriptMark(paragraph) || /^[\d*†‡§¶¹²³⁴-⁹]/u.test(text)) return false;
  const [opening = '', linking = ''] = text.split(/\s+/);
  if (namesInstitution(opening) && INSTITUTION_LINK.test(linking)) return false;
  // Running words of a sentence ("viral RNA in septic tanks of …"), not the capitalised words of a name.
  const running = text.split(/\s+/).filter((word) => /^\p{Ll}{4,}$/u.test(word) && !NAME_WORDS.has(word));
  if (running.length < 2) return false;
  let seen = 0;
  for (const block of filledFrom(state.blocks, paragraph)) {
    if (block === paragraph) continue;
    if (block.type !== 'paragraph') return false;
    if (guessFrontMatter(block) === 'front.authors') return true;
    if (!isDateLine(block.text) || ++seen >= LINES_TO_BYLINE) return false;
  }
  return false;
}
