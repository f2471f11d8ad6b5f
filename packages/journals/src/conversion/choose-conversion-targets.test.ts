import { ArticleType } from '@galley/contracts';
import { describe, expect, it } from 'vitest';
import { loadCatalogue } from '../catalogue/load-catalogue.ts';
import { JOURNAL_TEMPLATE_OVERRIDES, TEMPLATE_FAMILIES } from '../templates/template-families.ts';
import { CODE_TEMPLATE_SOURCES } from '../templates/template-sources.ts';
import { chooseConversionTargets } from './choose-conversion-targets.ts';

// A journal without an override of its own, in a family that lacks some article type: staff can add that type to
// the family (in the database), and the sources then given must let the choice through.
function journalAndMissingType() {
  const overridden = new Set(JOURNAL_TEMPLATE_OVERRIDES.map((override) => override.journalId));
  for (const journal of loadCatalogue()) {
    if (overridden.has(journal.id)) continue;
    const family = TEMPLATE_FAMILIES.find((candidate) => candidate.id === journal.templateFamily);
    const missing = ArticleType.options.find((type) => family && family.articleTypes[type] === undefined);
    if (family && missing) return { journal, family, missing };
  }
  throw new Error('every family takes every article type');
}

describe('chooseConversionTargets with template sources', () => {
  it("takes an article type the given sources add to the journal's family, and refuses it with the code's", () => {
    const { journal, family, missing } = journalAndMissingType();
    const refused = chooseConversionTargets([journal.id], missing);
    expect(refused).toMatchObject({ ok: false, reason: 'article_type_not_taken' });
    const widened = { ...family, articleTypes: { ...family.articleTypes, [missing]: {} } };
    const sources = {
      families: CODE_TEMPLATE_SOURCES.families.map((known) => (known.id === family.id ? widened : known)),
      overrides: CODE_TEMPLATE_SOURCES.overrides,
    };
    const chosen = chooseConversionTargets([journal.id], missing, sources);
    expect(chosen).toMatchObject({
      ok: true,
      articleType: missing,
      targets: [{ journal: { id: journal.id } }],
    });
  });

  it('names the types the sources offer when it refuses', () => {
    const { journal, family, missing } = journalAndMissingType();
    const [kept] = ArticleType.options.filter((type) => family.articleTypes[type] !== undefined);
    const narrowed = { ...family, articleTypes: { [kept as ArticleType]: {} } };
    const sources = { families: [narrowed], overrides: [] };
    const refused = chooseConversionTargets([journal.id], missing, sources);
    expect(refused).toMatchObject({
      ok: false,
      message: `${journal.title} does not take ${missing}; it takes: ${kept}.`,
    });
  });
});
