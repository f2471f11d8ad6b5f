import type { CatalogueJournal } from '@galley/contracts';
import catalogueJson from '../../data/journal-catalogue.json' with { type: 'json' };
import { offeredArticleTypes } from '../templates/resolve-template.ts';
import type { CatalogueFile } from './catalogue-file.ts';
import { decodeCatalogue } from './decode-catalogue.ts';

let catalogue: readonly CatalogueJournal[] | undefined;

/**
 * Every journal of the committed catalogue (data/journal-catalogue.json, built by
 * scripts/journals/build-journal-catalogue.ts), decoded once and kept. Article types are not stored: they are
 * what the journal's template family (and its own override) offers, so the two can never disagree.
 * The file is ours and shipped with the code, so it is validated against CatalogueFile and CatalogueJournal by
 * load-catalogue.test.ts, not on every load: zod over 9,701 journals took ~100 ms of each cold CLI command.
 */
export function loadCatalogue(): readonly CatalogueJournal[] {
  catalogue ??= Object.freeze(
    decodeCatalogue(catalogueJson as unknown as CatalogueFile).map(
      ({ impactFactor, ...journal }): CatalogueJournal => ({
        ...journal,
        articleTypes: offeredArticleTypes(journal.templateFamily, journal.id),
        impactFactor,
      }),
    ),
  );
  return catalogue;
}
