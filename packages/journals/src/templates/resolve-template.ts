import {
  ARTICLE_TYPES,
  type ArticleTemplate,
  type ArticleTemplateOverride,
  type ArticleType,
  type JournalTemplateFamily,
  type JournalTemplateOverride,
} from '@galley/contracts';
import { CODE_TEMPLATE_SOURCES, type TemplateSources } from './template-sources.ts';

function familyById(familyId: string, sources: TemplateSources): JournalTemplateFamily {
  const family = sources.families.find((candidate) => candidate.id === familyId);
  if (!family) throw new Error(`Unknown journal template family: ${familyId}`);
  return family;
}

function journalOverride(
  journalId: string | undefined,
  sources: TemplateSources,
): JournalTemplateOverride | undefined {
  return journalId === undefined
    ? undefined
    : sources.overrides.find((candidate) => candidate.journalId === journalId);
}

/** Each part the override lists replaces the template's part whole: no deep merge, no half-mixed headings. */
function replaceParts(
  template: ArticleTemplate,
  override: ArticleTemplateOverride | undefined,
): ArticleTemplate {
  if (!override) return template;
  const present = Object.entries(override).filter(([, part]) => part !== undefined);
  return { ...template, ...Object.fromEntries(present) };
}

/** The article types a journal can be laid out for: its own list when it has one, else its family's. */
export function offeredArticleTypes(
  familyId: string,
  journalId?: string,
  sources: TemplateSources = CODE_TEMPLATE_SOURCES,
): ArticleType[] {
  const family = familyById(familyId, sources);
  const own = journalOverride(journalId, sources)?.offeredArticleTypes;
  return ARTICLE_TYPES.filter((type) => (own ? own.includes(type) : family.articleTypes[type] !== undefined));
}

/**
 * The template for one article type of one journal: the family's base, then the family's article-type parts,
 * then the journal's parts for every type, then its parts for this type. Throws on an unknown family or on a
 * type the family (or the journal) does not take.
 */
export function resolveTemplate(
  familyId: string,
  articleType: ArticleType,
  journalId?: string,
  sources: TemplateSources = CODE_TEMPLATE_SOURCES,
): ArticleTemplate {
  const family = familyById(familyId, sources);
  if (!offeredArticleTypes(familyId, journalId, sources).includes(articleType)) {
    throw new Error(`Template family ${familyId} does not offer the article type ${articleType}`);
  }
  const journal = journalOverride(journalId, sources);
  let template = replaceParts(family.base, family.articleTypes[articleType]);
  template = replaceParts(template, journal?.all);
  return replaceParts(template, journal?.articleTypes?.[articleType]);
}
