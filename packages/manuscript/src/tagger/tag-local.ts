import type { Manuscript, TagResult } from '@galley/contracts';
import type { AbstractModel } from './abstract-model.ts';
import { headingLike } from './heading-like.ts';
import { abstractParagraph } from './local/abstract-paragraph.ts';
import { addWhole } from './local/add-whole.ts';
import { bodyParagraph } from './local/body-paragraph.ts';
import { finishAbstract } from './local/finish-abstract.ts';
import { frontParagraph } from './local/front-paragraph.ts';
import { abstractHeadingAt, headingAfter } from './local/heading-after.ts';
import { newLocalTagging } from './local/local-tagging.ts';
import { missingStepWarnings } from './local/missing-step-warnings.ts';
import { runningTitleAfterFront } from './local/running-title-after-front.ts';
import { splitCombinedResultsAndDiscussion } from './local/split-combined-section.ts';
import { splitMethodsWithoutResults } from './local/split-methods-without-results.ts';
import { tagTableOrCaption } from './local/table-or-caption.ts';
import { SHIPPED_ABSTRACT_MODEL } from './shipped-abstract-model.ts';
import { notesAfterBelowTitles } from './table-notes.ts';
import { extraTableTitles } from './table-titles.ts';
import { restoreLines, splitTitlePageLines } from './title-page-lines.ts';

/**
 * The local tagger: walks the body's paragraphs once. Front matter (before the abstract) is read line by line;
 * the abstract by its labels or the sentence classifier; the rest by section headings (the lexicon, in several
 * languages) where each paragraph belongs to the section above it, a subheading stays in its section unless it
 * opens one of its own (conclusions, declarations, references, …), and text with no heading after the abstract is
 * the introduction. Table titles and notes, figure legends and declarations inside the methods are found
 * wherever they are. Each part of the walk lives in tagger/local/, sharing the state in local-tagging.ts.
 */
export function tagLocal(manuscript: Manuscript, model: AbstractModel = SHIPPED_ABSTRACT_MODEL): TagResult {
  const { blocks, origins } = splitTitlePageLines(manuscript.blocks);
  const state = newLocalTagging(blocks, model);
  const tableTitles = extraTableTitles(blocks);
  const tableNotes = notesAfterBelowTitles(blocks, tableTitles);
  state.introductionHeadingAhead = headingAfter(blocks, -1, 'main.introduction');
  state.abstractHeadingAt = abstractHeadingAt(blocks);
  for (const block of blocks) {
    if (block.type !== 'paragraph' || !block.text.trim()) continue;
    if (tagTableOrCaption(state, block, tableTitles, tableNotes)) continue;
    if (state.zone !== 'front' && !state.seenCore && runningTitleAfterFront(state, block)) continue;
    const heading = headingLike(block);
    if (state.zone === 'front') frontParagraph(state, block, heading);
    else if (state.zone === 'abstract') abstractParagraph(state, block, heading);
    else bodyParagraph(state, block, heading);
  }
  if (state.zone === 'abstract') finishAbstract(state);
  splitMethodsWithoutResults(state);
  splitCombinedResultsAndDiscussion(state);
  for (const tag of state.sectionTags) addWhole(state, tag.section, tag.paragraph, tag.confidence);
  state.warnings.push(...missingStepWarnings(state.collector));
  return { tagger: 'local', steps: restoreLines(state.collector.steps(), origins), warnings: state.warnings };
}
