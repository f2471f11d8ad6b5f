import type { ReferenceSettingInput, ReferenceStyle } from '@galley/contracts';

/** The compile/export `setting` for a chosen style: a preset by id, or a catalogue journal by id. */
export function styleSetting(style: ReferenceStyle): ReferenceSettingInput {
  return style.kind === 'preset' ? { preset: style.id } : { journal: style.id };
}
