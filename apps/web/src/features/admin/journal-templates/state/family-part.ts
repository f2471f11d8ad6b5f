import type { ArticleTemplate, JournalTemplateDefinition, JournalTemplateFamily } from '@galley/contracts';
import { effectivePart, type TemplatePart, type TemplateScope } from './template-scope.ts';

/** A family's part for one scope, as the converter resolves it: the article type's own part, else the base's. */
export function familyPart<P extends TemplatePart>(
  family: JournalTemplateFamily,
  scope: TemplateScope,
  part: P,
): ArticleTemplate[P] {
  const own = scope === 'base' ? undefined : family.articleTypes[scope]?.[part];
  return (own ?? family.base[part]) as ArticleTemplate[P];
}

/**
 * The value a part shows in a scope: the definition's own or inherited one, else (a journal template's part it
 * does not customize) its family's. Undefined only while the journal template's family is not known.
 */
export function shownPart<P extends TemplatePart>(
  definition: JournalTemplateDefinition,
  scope: TemplateScope,
  part: P,
  family: JournalTemplateFamily | undefined,
): ArticleTemplate[P] | undefined {
  return effectivePart(definition, scope, part) ?? (family ? familyPart(family, scope, part) : undefined);
}
