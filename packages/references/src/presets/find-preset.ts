import { ReferenceTemplate } from '@galley/contracts';
import { CITATION_PRESETS } from './citation-presets.ts';

/** The template of a preset by id ("ama-11", "apa-7", …) with every default filled in, or undefined. */
export function findPreset(id: string): ReferenceTemplate | undefined {
  const preset = CITATION_PRESETS.find((candidate) => candidate.id === id.toLowerCase());
  return preset ? ReferenceTemplate.parse(preset.template) : undefined;
}
