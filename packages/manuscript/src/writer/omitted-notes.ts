import type { ComplianceReport, Manuscript } from '@galley/contracts';

const EXCERPT_WORDS = 8;

/**
 * The notes whose mark was in no text the writer carried over (an untagged paragraph, a left-out part): named in the
 * report with their first words, so no footnote vanishes without a word.
 */
export function omittedNotes(
  manuscript: Manuscript,
  written: ReadonlySet<string>,
): ComplianceReport['changes'] {
  return manuscript.notes
    .filter((note) => !written.has(note.id))
    .map((note) => {
      const text = note.paragraphs
        .map((p) => p.text)
        .join(' ')
        .trim();
      const words = text.split(/\s+/).filter(Boolean);
      const excerpt = words.slice(0, EXCERPT_WORDS).join(' ') + (words.length > EXCERPT_WORDS ? ' …' : '');
      const kind = note.kind === 'footnote' ? 'Footnote' : 'Endnote';
      return {
        kind: 'omitted' as const,
        detail: `${kind} ${note.id.slice(2)}${excerpt ? ` ("${excerpt}")` : ''} left out: its mark is in no text carried over.`,
      };
    });
}
