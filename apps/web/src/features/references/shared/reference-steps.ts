/** The converter's steps in order (spec §2); keys of `references:steps.*`. */
export const REFERENCE_STEPS = ['enter', 'check', 'style', 'export'] as const;
export type ReferenceStepKey = (typeof REFERENCE_STEPS)[number];
