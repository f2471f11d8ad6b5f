import { z } from 'zod';
import { ConversionItem, ConversionStatus } from './conversion-item.ts';

/** GET /api/v1/conversion/list-conversions/?page=&condition= — condition is a status, omitted for All. */
export const ListConversionsQuery = z.object({
  page: z.coerce.number().int().positive().max(100_000).default(1),
  condition: ConversionStatus.optional(),
  user_id: z.unknown().optional(),
});
export type ListConversionsQuery = z.infer<typeof ListConversionsQuery>;

export const CONVERSION_PAGE_SIZE = 10;

export const ListConversionsResponse = z.object({
  conversion_list_info: z.array(ConversionItem),
  count: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  page_size: z.number().int().positive(),
  total_pages: z.number().int().nonnegative(),
});
export type ListConversionsResponse = z.infer<typeof ListConversionsResponse>;
