import { readFile } from 'node:fs/promises';
import { ReferenceTemplate } from '@galley/contracts';
import { CITATION_PRESETS, findPreset } from '@galley/references';

/** The template of --style: a preset id, or a template.json file in the element model. */
export async function loadTemplate(style: string): Promise<ReferenceTemplate> {
  if (style.toLowerCase().endsWith('.json')) {
    const parsed = ReferenceTemplate.safeParse(JSON.parse(await readFile(style, 'utf8')));
    if (!parsed.success) {
      throw new Error(
        `${style} is not a valid template: ${parsed.error.issues.map((issue) => issue.message).join('; ')}`,
      );
    }
    return parsed.data;
  }
  const preset = findPreset(style);
  if (!preset) {
    throw new Error(
      `Unknown style "${style}". Presets: ${CITATION_PRESETS.map((candidate) => candidate.id).join(', ')}.`,
    );
  }
  return preset;
}
