import { CatalogueJournal } from '@galley/contracts';
import catalogueJson from '../../data/journal-catalogue.json' with { type: 'json' };
import { offeredArticleTypes } from '../templates/resolve-template.ts';
import { CatalogueFile } from './catalogue-file.ts';
import { decodeCatalogue } from './decode-catalogue.ts';

let catalogue: readonly CatalogueJournal[] | undefined;

/**
 * Every journal of the committed catalogue (data/journal-catalogue.json, built by
 * scripts/journals/build-journal-catalogue.ts), validated once and kept. Article types are not stored: they are
 * what the journal's template family (and its own override) offers, so the two can never disagree.
 */
export function loadCatalogue(): readonly CatalogueJournal[] {
  catalogue ??= Object.freeze(
    decodeCatalogue(CatalogueFile.parse(catalogueJson)).map((journal) =>
      CatalogueJournal.parse({
        ...journal,
        articleTypes: offeredArticleTypes(journal.templateFamily, journal.id),
      }),
    ),
  );
  return catalogue;
}
