import { z } from 'zod';
import { ConversionIdBody } from './conversion-item.ts';

/** DELETE /api/v1/conversion/destroy-conversion/ `{conversion_id}` — the conversion and its stored files. */
export const DestroyConversionRequest = ConversionIdBody;
export type DestroyConversionRequest = z.infer<typeof DestroyConversionRequest>;

export const DestroyConversionResponse = z.object({ success: z.literal(true) });
export type DestroyConversionResponse = z.infer<typeof DestroyConversionResponse>;
