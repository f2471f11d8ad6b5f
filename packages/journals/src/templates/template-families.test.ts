import {
  ARTICLE_TYPES,
  ArticleTemplate,
  type ArticleType,
  BodyStep,
  JournalTemplateFamily,
  JournalTemplateOverride,
  requiredSteps,
} from '@galley/contracts';
import { CITATION_PRESETS } from '@galley/references';
import { describe, expect, it } from 'vitest';
import { findJournal } from '../catalogue/find-journal.ts';
import { offeredArticleTypes, resolveTemplate } from './resolve-template.ts';
import { JOURNAL_TEMPLATE_OVERRIDES, TEMPLATE_FAMILIES } from './template-families.ts';

const AGREED_FAMILY_IDS = [
  'elsevier',
  'springer',
  'nature-portfolio',
  'bmc',
  'wiley',
  'taylor-francis',
  'sage',
  'oxford',
  'mdpi',
  'frontiers',
  'plos',
  'jama',
  'bmj',
  'lancet',
  'nejm',
  'karger',
  'wolters-kluwer',
  'cell-press',
  'generic',
];
const ABSTRACT_STEPS = [
  'abstract.background',
  'abstract.methods',
  'abstract.results',
  'abstract.conclusions',
];

interface Case {
  label: string;
  articleType: ArticleType;
  template: ArticleTemplate;
}

/** The family an override applies to: the catalogue's (an override of an uncatalogued journal is dead). */
function familyOfJournal(journalId: string): string {
  const journal = findJournal(journalId);
  if (!journal) throw new Error(`Journal override for ${journalId}, which is not in the catalogue`);
  return journal.templateFamily;
}

/** Every template a user can get: each family's offered types, then each overridden journal's. */
function allTemplates(): Case[] {
  const cases: Case[] = [];
  for (const family of TEMPLATE_FAMILIES) {
    for (const articleType of offeredArticleTypes(family.id)) {
      cases.push({
        label: `${family.id}/${articleType}`,
        articleType,
        template: resolveTemplate(family.id, articleType),
      });
    }
  }
  for (const { journalId } of JOURNAL_TEMPLATE_OVERRIDES) {
    const familyId = familyOfJournal(journalId);
    for (const articleType of offeredArticleTypes(familyId, journalId)) {
      const template = resolveTemplate(familyId, articleType, journalId);
      cases.push({ label: `${familyId}/${articleType}@${journalId}`, articleType, template });
    }
  }
  return cases;
}

/** Body steps the confirm board requires for the type (manuscript-steps.md with the type's exceptions). */
function requiredBodySteps(articleType: ArticleType): string[] {
  return requiredSteps(articleType).filter((step) => BodyStep.safeParse(step).success);
}

const CASES = allTemplates();

describe('template families', () => {
  it('are the 19 agreed families, each once', () => {
    expect(TEMPLATE_FAMILIES.map((family) => family.id).sort()).toEqual([...AGREED_FAMILY_IDS].sort());
  });

  it.each(TEMPLATE_FAMILIES.map((family) => [family.id, family] as const))(
    '%s parses and cites an https guideline page',
    (_id, family) => {
      expect(JournalTemplateFamily.parse(family)).toEqual(family);
      expect(new URL(family.guidelineUrl).protocol).toBe('https:');
      expect(offeredArticleTypes(family.id)).toContain('original_article');
    },
  );

  it('journal overrides parse, cite https guidelines and name each journal once', () => {
    for (const override of JOURNAL_TEMPLATE_OVERRIDES) {
      expect(JournalTemplateOverride.parse(override)).toEqual(override);
      expect(new URL(override.guidelineUrl).protocol).toBe('https:');
    }
    const ids = JOURNAL_TEMPLATE_OVERRIDES.map((override) => override.journalId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBeGreaterThanOrEqual(5);
  });

  it('journal overrides only touch article types the journal takes', () => {
    for (const override of JOURNAL_TEMPLATE_OVERRIDES) {
      const offered = offeredArticleTypes(familyOfJournal(override.journalId), override.journalId);
      for (const articleType of Object.keys(override.articleTypes ?? {})) {
        expect(offered, override.journalId).toContain(articleType);
      }
    }
  });
});

describe.each(CASES.map((entry) => [entry.label, entry] as const))(
  'template %s',
  (_label, { articleType, template }) => {
    it('parses with the ArticleTemplate schema', () => {
      expect(ArticleTemplate.parse(template)).toEqual(template);
    });

    it('uses a reference preset of @galley/references', () => {
      expect(CITATION_PRESETS.map((preset) => preset.id)).toContain(template.referencePreset);
    });

    it('feeds each abstract step into exactly one heading of a structured abstract', () => {
      if (template.abstract.structure !== 'structured') return;
      const fed = template.abstract.headings.flatMap((heading) => heading.from);
      expect([...fed].sort()).toEqual([...ABSTRACT_STEPS].sort());
      const headings = template.abstract.headings.map((heading) => heading.heading);
      expect(new Set(headings).size).toBe(headings.length);
    });

    it('places each required body step of the article type in exactly one required section', () => {
      for (const step of requiredBodySteps(articleType)) {
        const holders = template.sections.filter((section) => section.from.includes(step as BodyStep));
        expect(holders, step).toHaveLength(1);
        expect(holders[0]?.required, step).toBe(true);
      }
    });

    it('places every tagged body part once, on the title page or in a section: none lost or doubled', () => {
      const inSections = template.sections.flatMap((section) => section.from);
      const onTitlePage = template.titlePage.items.filter((item) => BodyStep.safeParse(item).success);
      const placed = [...inSections, ...onTitlePage];
      expect(new Set(placed).size).toBe(placed.length);
      const expected = BodyStep.options.filter(
        // Legends placed in the text sit under their figures, not in a section of their own.
        (step) => step !== 'back.figure_legends' || template.figureLegends.placement === 'end',
      );
      expect([...placed].sort()).toEqual([...expected].sort());
    });

    it('never repeats a section heading', () => {
      const headings = template.sections.flatMap((section) =>
        section.heading === null ? [] : [section.heading],
      );
      expect(new Set(headings).size).toBe(headings.length);
    });
  },
);

describe('resolveTemplate', () => {
  it('replaces each part the article type lists, whole, and keeps the base for the others', () => {
    for (const family of TEMPLATE_FAMILIES) {
      for (const articleType of offeredArticleTypes(family.id)) {
        const resolved = resolveTemplate(family.id, articleType);
        const override = family.articleTypes[articleType] ?? {};
        for (const part of Object.keys(family.base) as (keyof ArticleTemplate)[]) {
          expect(resolved[part], `${family.id}/${articleType}.${part}`).toBe(
            override[part] ?? family.base[part],
          );
        }
      }
    }
  });

  it("lets the journal's parts win over the family's, per type over all types", () => {
    for (const journal of JOURNAL_TEMPLATE_OVERRIDES) {
      const familyId = familyOfJournal(journal.journalId);
      for (const articleType of offeredArticleTypes(familyId, journal.journalId)) {
        const resolved = resolveTemplate(familyId, articleType, journal.journalId);
        const familyOnly = resolveTemplate(familyId, articleType);
        for (const part of Object.keys(familyOnly) as (keyof ArticleTemplate)[]) {
          const expected =
            journal.articleTypes?.[articleType]?.[part] ?? journal.all?.[part] ?? familyOnly[part];
          expect(resolved[part], `${journal.journalId}/${articleType}.${part}`).toBe(expected);
        }
      }
    }
  });

  it('does not deep-merge: a journal limit set replaces the family limit set', () => {
    const family = resolveTemplate('lancet', 'letter');
    const lancet = resolveTemplate('lancet', 'letter', 'the-lancet');
    expect(lancet.limits.mainText).toBeLessThan(family.limits.mainText ?? Number.POSITIVE_INFINITY);
    expect(lancet.sections).toBe(family.sections);
  });

  it('gives the Frontiers medical journals numbered citations and the others author–year', () => {
    expect(resolveTemplate('frontiers', 'original_article', 'frontiers-in-medicine').citations.style).toBe(
      'numeric-parentheses',
    );
    expect(resolveTemplate('frontiers', 'original_article', 'frontiers-in-psychology').citations.style).toBe(
      'author-year',
    );
  });

  it('treats a journal without an override as its family', () => {
    expect(resolveTemplate('bmc', 'case_report', 'bmc-cancer')).toEqual(
      resolveTemplate('bmc', 'case_report'),
    );
    expect(offeredArticleTypes('bmc', 'bmc-cancer')).toEqual(offeredArticleTypes('bmc'));
  });

  it('throws on an unknown family', () => {
    expect(() => resolveTemplate('no-such-family', 'original_article')).toThrow(
      /Unknown journal template family/,
    );
    expect(() => offeredArticleTypes('no-such-family')).toThrow(/Unknown journal template family/);
  });

  it('throws on an article type the family or the journal does not take', () => {
    expect(() => resolveTemplate('plos', 'case_report')).toThrow(
      /does not offer the article type case_report/,
    );
    expect(resolveTemplate('nature-portfolio', 'short_communication').abstract.structure).toBe(
      'unstructured',
    );
    expect(() => resolveTemplate('nature-portfolio', 'short_communication', 'nature')).toThrow(
      /does not offer the article type short_communication/,
    );
  });
});

describe('offeredArticleTypes', () => {
  it("lists the family's types in the vocabulary's order", () => {
    for (const family of TEMPLATE_FAMILIES) {
      const offered = offeredArticleTypes(family.id);
      expect(offered).toEqual(ARTICLE_TYPES.filter((type) => family.articleTypes[type] !== undefined));
    }
  });

  it("uses the journal's own list where it has one", () => {
    expect(offeredArticleTypes('nature-portfolio')).toContain('short_communication');
    expect(offeredArticleTypes('nature-portfolio', 'nature')).toEqual([
      'original_article',
      'review_article',
      'letter',
    ]);
  });
});
