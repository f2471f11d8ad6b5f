import type { Paragraph } from '@galley/contracts';
import { isFigureCaption } from '../captions.ts';
import { citesWorks } from '../cites-works.ts';
import { headingLike } from '../heading-like.ts';
import { addWhole } from './add-whole.ts';
import type { LocalTagging } from './local-tagging.ts';

// Table titles and notes, and figure legends after the title page, are found wherever they sit, before the
// section they interrupt is considered.
// The note a figure's caption has on a line of its own below it ("Source: Authors' calculations.", "Notes: …").
// Not the authors' prose under a label ("Note: We …", "Data sources: We used …" opening the methods).
const FIGURE_NOTE = /^\s*(?:sources?|notes?)\s*[:.]\s*(?!(?:we|our|in this)\b)\S/i;
// What a legend's own paragraph under the caption opens with: its panels ("(a) …", "A, …") or what the marks
// show ("Bars show means ± SE", "Error bars indicate …", "Asterisks mark …", "Values are means of …").
const MARKS =
  '(?:error |scale )?bars?|(?:solid |dashed |dotted |gr[ae]y )?lines?|dots|points|symbols|circles|squares|triangles|boxes|whiskers|shaded (?:areas?|bands?)|shading|colou?rs|arrows?|arrowheads|asterisks?|letters';
const MARKS_SHOW =
  '(?:show|shows|indicate|indicates|represent|represents|denote|denotes|are|is|mark|marks|give|gives)';
const LEGEND_DETAIL = new RegExp(
  `^\\s*(?:\\([a-hA-H]\\)\\s|[A-H][,:)]\\s|(?:${MARKS})\\s+${MARKS_SHOW}\\b|values (?:are|represent|show) (?:means?|medians?|the mean|given|shown|expressed|presented)\\b)`,
  'i',
);
/**
 * Tags a table title or note, or a figure legend (with a note or the legend's own paragraph on a line under it), and
 * says whether it was one.
 */
export function tagTableOrCaption(
  state: LocalTagging,
  block: Paragraph,
  tableTitles: ReadonlySet<string>,
  tableNotes: ReadonlySet<string>,
): boolean {
  const captionNote =
    state.captionNoteNext &&
    ((FIGURE_NOTE.test(block.text) && block.text.length <= 250) ||
      (LEGEND_DETAIL.test(block.text) && block.text.length <= 600 && !citesWorks(block)));
  state.captionNoteNext = false;
  // A section heading right after a table ("讨论", which no capitals or bold mark) is not the table's note; a label
  // closed by a full stop is ("Notes." over the notes).
  const headingNotNote =
    block.tableRole === 'table.annotation' &&
    !block.text.trim().endsWith('.') &&
    headingLike(block)?.target?.kind === 'step';
  if (!headingNotNote && (block.tableRole || tableTitles.has(block.id) || tableNotes.has(block.id))) {
    state.legendOpen = false;
    state.contributionsOpen = false;
    addWhole(
      state,
      tableTitles.has(block.id)
        ? 'table.title'
        : (block.tableRole ?? (tableNotes.has(block.id) ? 'table.annotation' : 'table.title')),
      block,
      0.95,
    );
    return true;
  }
  if (state.zone !== 'front' && (captionNote || isFigureCaption(block))) {
    state.captionNoteNext = true;
    addWhole(state, 'back.figure_legends', block, captionNote ? 0.85 : 0.95);
    state.contributionsOpen = false;
    // The reference list never resumes after a figure's caption: the paragraphs under it are its legend.
    const section = state.stack[state.stack.length - 1]?.section ?? state.lastTop;
    state.legendOpen ||= section === 'back.references';
    return true;
  }
  return false;
}
