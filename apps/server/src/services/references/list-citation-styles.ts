import type { CitationStyleItem } from '@galley/contracts';
import { CITATION_PRESETS, findPreset } from '@galley/references';

let styles: CitationStyleItem[] | undefined;

/** The common citation styles (CITATION_PRESETS, in the order), each with its full setting. */
export function listCitationStyles(): CitationStyleItem[] {
  styles ??= CITATION_PRESETS.flatMap((preset) => {
    const setting = findPreset(preset.id);
    return setting ? [{ id: preset.id, name: setting.name, setting }] : [];
  });
  return styles;
}
