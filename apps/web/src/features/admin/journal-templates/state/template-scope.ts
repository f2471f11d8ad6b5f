import {
  ARTICLE_TYPES,
  type ArticleTemplate,
  type ArticleTemplateOverride,
  type ArticleType,
  type JournalTemplateDefinition,
} from '@galley/contracts';

/**
 * Which part of a definition the editor shows: `base` is a family's base layout (or, for a journal template,
 * what it changes for every article type); an article type is that type's own changes.
 */
export type TemplateScope = 'base' | ArticleType;

export type TemplatePart = keyof ArticleTemplate;

/** The parts set in this scope, exactly as stored (a family's base is complete; the rest are partial). */
export function scopeParts(
  definition: JournalTemplateDefinition,
  scope: TemplateScope,
): ArticleTemplateOverride {
  if (definition.kind === 'family') {
    return scope === 'base' ? definition.family.base : (definition.family.articleTypes[scope] ?? {});
  }
  return scope === 'base'
    ? (definition.override.all ?? {})
    : (definition.override.articleTypes?.[scope] ?? {});
}

/**
 * The value a part has in this scope: its own, else what it inherits inside this definition (a family type
 * inherits the base; a journal's type inherits its `all`). Undefined: it comes from the journal's family.
 */
export function effectivePart<P extends TemplatePart>(
  definition: JournalTemplateDefinition,
  scope: TemplateScope,
  part: P,
): ArticleTemplate[P] | undefined {
  const own = scopeParts(definition, scope)[part];
  if (own !== undefined || scope === 'base') return own as ArticleTemplate[P] | undefined;
  return scopeParts(definition, 'base')[part] as ArticleTemplate[P] | undefined;
}

/** Whether the part is set in this very scope (not inherited). */
export function isOwnPart(
  definition: JournalTemplateDefinition,
  scope: TemplateScope,
  part: TemplatePart,
): boolean {
  return scopeParts(definition, scope)[part] !== undefined;
}

/** The definition with `part` of `scope` replaced (or, with undefined, dropped back to inheriting). */
export function setPart<P extends TemplatePart>(
  definition: JournalTemplateDefinition,
  scope: TemplateScope,
  part: P,
  value: ArticleTemplate[P] | undefined,
): JournalTemplateDefinition {
  const replace = (parts: ArticleTemplateOverride): ArticleTemplateOverride => {
    const next: ArticleTemplateOverride = { ...parts };
    if (value === undefined) delete next[part];
    else next[part] = value;
    return next;
  };
  if (definition.kind === 'family') {
    const family = definition.family;
    if (scope === 'base') {
      // A family's base is whole: a part can be changed there, never dropped.
      if (value === undefined) return definition;
      return { kind: 'family', family: { ...family, base: { ...family.base, [part]: value } } };
    }
    const types = { ...family.articleTypes, [scope]: replace(family.articleTypes[scope] ?? {}) };
    return { kind: 'family', family: { ...family, articleTypes: types } };
  }
  const override = definition.override;
  if (scope === 'base')
    return { kind: 'journal', override: { ...override, all: replace(override.all ?? {}) } };
  const types = { ...override.articleTypes, [scope]: replace(override.articleTypes?.[scope] ?? {}) };
  return { kind: 'journal', override: { ...override, articleTypes: types } };
}

/** Article types the template offers, in the vocabulary's order (a journal without its own list: all). */
export function offeredTypes(definition: JournalTemplateDefinition): ArticleType[] {
  if (definition.kind === 'family')
    return ARTICLE_TYPES.filter((type) => definition.family.articleTypes[type]);
  const own = definition.override.offeredArticleTypes;
  return ARTICLE_TYPES.filter((type) => !own || own.includes(type));
}

/** Offers or withdraws an article type; the last one cannot be withdrawn. */
export function setOffered(
  definition: JournalTemplateDefinition,
  type: ArticleType,
  offered: boolean,
): JournalTemplateDefinition {
  const current = offeredTypes(definition);
  const next = ARTICLE_TYPES.filter((each) => (each === type ? offered : current.includes(each)));
  if (next.length === 0) return definition;
  if (definition.kind === 'family') {
    const types = Object.fromEntries(
      next.map((each) => [each, definition.family.articleTypes[each] ?? {}]),
    ) as typeof definition.family.articleTypes;
    return { kind: 'family', family: { ...definition.family, articleTypes: types } };
  }
  const override = definition.override;
  const articleTypes = override.articleTypes
    ? Object.fromEntries(
        Object.entries(override.articleTypes).filter(([each]) => next.includes(each as ArticleType)),
      )
    : undefined;
  return {
    kind: 'journal',
    override: { ...override, offeredArticleTypes: next, ...(articleTypes ? { articleTypes } : {}) },
  };
}
