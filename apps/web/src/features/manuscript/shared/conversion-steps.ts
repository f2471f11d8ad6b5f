/**
 * The converter's stages as the author sees them (spec §4 "Steps": upload, analysis and confirm, step-by-step
 * setup, target journals and convert, then status and download); keys of `manuscript:steps.*`.
 */
export const CONVERSION_STEPS = ['upload', 'analysis', 'confirm', 'convert', 'status'] as const;
export type ConversionStepKey = (typeof CONVERSION_STEPS)[number];
