import { z } from 'zod';
import { ReferenceTemplate, TemplateElement } from './references.ts';

// The template editor's starting points (spec §3 "Element settings", "Common citation styles").

/** GET /api/v1/reference/default-setting/ — the default template (the nlm-vancouver preset). */
export const DefaultSettingResponse = z.object({ setting: ReferenceTemplate });
export type DefaultSettingResponse = z.infer<typeof DefaultSettingResponse>;

export const CitationStyleItem = z.object({ id: z.string(), name: z.string(), setting: ReferenceTemplate });
export type CitationStyleItem = z.infer<typeof CitationStyleItem>;

/** GET /api/v1/reference/common-citation-style-item-list/ — CITATION_PRESETS in the order. */
export const CommonCitationStyleListResponse = z.object({ styles: z.array(CitationStyleItem) });
export type CommonCitationStyleListResponse = z.infer<typeof CommonCitationStyleListResponse>;

/** GET /api/v1/reference/default-reference-order/ — the default template's elements, in order. */
export const DefaultReferenceOrderResponse = z.object({ elements: z.array(TemplateElement) });
export type DefaultReferenceOrderResponse = z.infer<typeof DefaultReferenceOrderResponse>;
