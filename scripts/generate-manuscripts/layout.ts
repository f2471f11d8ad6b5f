import type { Random } from './random.ts';
import type { Language } from './section-words.ts';

/** How a manuscript is made: the choices authors and their word processors make. */
export interface Layout {
  family: string;
  /** Word heading styles, bold only, bold and larger, capitals only, or typed numbers in plain text. */
  headings: 'style' | 'bold' | 'bold-size' | 'caps' | 'typed';
  /** Section numbers, or a mark before each top-level heading ('mark': ACS's "■ INTRODUCTION"). */
  numbering: 'none' | 'arabic' | 'arabic-dot' | 'roman' | 'mark' | 'bar';
  language: Language;
  /** Title page: plain lines, labelled lines ("Title", "Running head"), or APA (running head first). */
  titlePage: 'plain' | 'labelled' | 'apa';
  runningTitle: 'none' | 'top' | 'after-title' | 'after-keywords';
  orcid: boolean;
  abstract: 'headings' | 'run-in' | 'unstructured';
  /** Declarations under their own headings, as run-in labels, or as plain paragraphs without a heading. */
  declarations: 'headings' | 'run-in' | 'plain';
  tableTitle: 'above' | 'below' | 'two-line';
  combinedResultsDiscussion: boolean;
  conclusions: boolean;
  appendix: 'none' | 'before-references' | 'after-references';
  /** Empty paragraphs between blocks, as many authors type them. */
  blankLines: boolean;
  /**
   * IMRaD, or the order of Nature's, Science's and Cell's articles: a summary paragraph with no heading, an
   * introduction with none, results sections named by their findings, the discussion, then the methods.
   */
  order: 'imrad' | 'methods-last';
}

/** Families: the heading mode and the title page. Held-out families are never drawn for training. */
export const HELD_OUT_FAMILIES = ['caps/labelled', 'typed/apa'];
const HELD_OUT_LANGUAGES: Language[] = ['pt', 'ja'];
const TRAIN_LANGUAGES: Language[] = ['en', 'en', 'en', 'de', 'fr', 'es', 'ko', 'zh'];

export function drawLayout(random: Random, split: 'train' | 'heldout'): Layout {
  let headings: Layout['headings'];
  let titlePage: Layout['titlePage'];
  // Half of the held-out manuscripts come from the held-out families; no training manuscript does.
  const wantHeldOut = split === 'heldout' && random.chance(0.5);
  do {
    headings = random.pick(['style', 'bold', 'bold-size', 'caps', 'typed'] as const);
    titlePage = random.pick(['plain', 'labelled', 'apa'] as const);
  } while (HELD_OUT_FAMILIES.includes(`${headings}/${titlePage}`) !== wantHeldOut);
  const language =
    split === 'heldout' && random.chance(0.3)
      ? random.pick(HELD_OUT_LANGUAGES)
      : random.pick(TRAIN_LANGUAGES);
  return {
    family: `${headings}/${titlePage}`,
    headings,
    numbering:
      headings === 'typed'
        ? random.pick(['arabic', 'arabic-dot'] as const)
        : random.pick(['none', 'none', 'arabic', 'arabic-dot', 'roman', 'mark', 'bar'] as const),
    language,
    titlePage,
    runningTitle:
      titlePage === 'apa' ? 'top' : random.pick(['none', 'top', 'after-title', 'after-keywords'] as const),
    orcid: random.chance(0.3),
    abstract: random.pick(['headings', 'run-in', 'unstructured'] as const),
    declarations: random.pick(['headings', 'run-in', 'plain'] as const),
    tableTitle: random.pick(['above', 'below', 'two-line'] as const),
    combinedResultsDiscussion: random.chance(0.2),
    conclusions: random.chance(0.5),
    appendix: random.pick(['none', 'before-references', 'after-references'] as const),
    blankLines: random.chance(0.4),
    order: language === 'en' && headings !== 'typed' && random.chance(0.25) ? 'methods-last' : 'imrad',
  };
}
