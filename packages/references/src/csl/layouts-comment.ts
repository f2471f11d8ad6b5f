import { TypeLayouts } from '@galley/contracts';

// A style exported by Galley carries the template's per-type layouts twice: as CSL (<choose> on the item type)
// for Zotero and Word, and as JSON in a comment, which the import reads back exactly (the CSL reading of a
// layout is the journal-article one).
const MARK = 'galley-layouts:';

/** The comment holding a template's layouts ("--" never ends it: it is written as a JSON escape). */
export function layoutsComment(layouts: TypeLayouts | undefined): string {
  if (!layouts || Object.keys(layouts).length === 0) return '';
  return `<!-- ${MARK} ${JSON.stringify(layouts).replace(/--/g, '-\\u002d')} -->\n`;
}

/** The layouts of a Galley-exported style, or undefined (no comment, or one that does not parse). */
export function readLayoutsComment(xml: string): TypeLayouts | undefined {
  const match = /<!--\s*galley-layouts:\s*([\s\S]*?)\s*-->/.exec(xml);
  if (!match?.[1]) return undefined;
  try {
    const parsed = TypeLayouts.safeParse(JSON.parse(match[1]));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
