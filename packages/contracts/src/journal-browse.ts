import { z } from 'zod';
import { CatalogueJournal } from './journals.ts';
import { ArticleType } from './manuscript.ts';

/**
 * GET /api/v1/journals/browse/?q=&category=&publisher=&article_type=&offset=&limit= — the Manuscript Converter's
 * target-journal drawer (spec §2 Convert step: search, category, journal, impact factor, article type). The same
 * search as /journals/search/ (title, abbreviation or ISSN; an empty query lists alphabetically), filtered, with
 * the total and the facets to filter by. Signed-in users only.
 */
export const JournalBrowseQuery = z.object({
  q: z.string().max(200).default(''),
  /** A catalogue category (`medicine`), one of `facets.categories`. */
  category: z.string().max(100).optional(),
  /** A publisher name, matched from a word start (`springer`); `facets.publishers` lists them. */
  publisher: z.string().max(200).optional(),
  /** Only journals that take this article type. */
  article_type: ArticleType.optional(),
  offset: z.coerce.number().int().min(0).max(20_000).default(0),
  limit: z.coerce.number().int().min(1).max(50).default(25),
});
export type JournalBrowseQuery = z.infer<typeof JournalBrowseQuery>;

export const JournalBrowseItem = CatalogueJournal.pick({
  id: true,
  title: true,
  abbreviation: true,
  issn: true,
  eissn: true,
  publisher: true,
  categories: true,
  articleTypes: true,
  impactFactor: true,
});
export type JournalBrowseItem = z.infer<typeof JournalBrowseItem>;

export const JournalBrowseResponse = z.object({
  journals: z.array(JournalBrowseItem),
  /** Every match, of which `journals` holds at most `limit` from `offset`. */
  total: z.number().int().nonnegative(),
  facets: z.object({
    categories: z.array(z.string()),
    /** Publisher names, most journals first. */
    publishers: z.array(z.string()),
  }),
});
export type JournalBrowseResponse = z.infer<typeof JournalBrowseResponse>;
