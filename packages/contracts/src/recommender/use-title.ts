import { z } from 'zod';

/** The longest title the recommender sends back into a conversion (characters). */
export const USE_TITLE_MAX_CHARS = 500;

/**
 * POST /api/v1/recommender/titles/use/ (issue 19): one candidate sent back into the author's own draft conversion
 * as its title — the confirm board's title step text (`additional_text` of `front.title`).
 */
export const UseTitleRequest = z.object({
  conversion_id: z.uuid(),
  title: z.string().trim().min(1).max(USE_TITLE_MAX_CHARS),
});
export type UseTitleRequest = z.infer<typeof UseTitleRequest>;

export const UseTitleResponse = z.object({ conversion_id: z.uuid(), title: z.string() });
export type UseTitleResponse = z.infer<typeof UseTitleResponse>;

export const USE_TITLE_PATH = '/api/v1/recommender/titles/use/';
