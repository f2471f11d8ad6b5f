import type { CslItem, CslItemType } from '@galley/contracts';

/**
 * The CSL type from what the parser found: journal article unless the container, the words around it or the
 * missing container say otherwise (preprint servers, proceedings, "In: … (eds)", a publisher without a journal,
 * a bare URL).
 */
export function guessReferenceType(item: CslItem, source: string): CslItemType {
  const container = item['container-title'] ?? '';
  if (
    /\b(?:arxiv|biorxiv|medrxiv|chemrxiv|preprints?|ssrn|research square|osf preprints)\b/i.test(
      container + source,
    )
  ) {
    return 'article';
  }
  if (/\b(?:thesis|dissertation)\b/i.test(source)) return 'thesis';
  if (/\b(?:proceedings|conference|symposium|workshop|congress|proc\.? of)\b/i.test(container)) {
    return 'paper-conference';
  }
  if (container && (item.editor?.length || /\bIn:?\s+(?:\p{Lu}|[Tt]he\b)/u.test(source)) && item.publisher) {
    return 'chapter';
  }
  if (!container && item.publisher) return 'book';
  if (!container && item.URL) return 'webpage';
  return 'article-journal';
}
