import { strFromU8, unzipSync } from 'fflate';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/**
 * The text of every WordprocessingML part of a .docx — body, headers and footers, footnotes — runs (`w:t`)
 * and math (`m:t`) alike: LibreOffice's plain-text export leaves out headers and equations, where a running
 * title and a formula land.
 */
export function docxWords(bytes: Uint8Array): string {
  const parts = unzipSync(bytes, { filter: (file) => /^word\/[^/]+\.xml$/.test(file.name) });
  return Object.keys(parts)
    .sort()
    .map((name) =>
      strFromU8(parts[name] as Uint8Array)
        .split(/<\/w:p>/)
        .map((paragraph) =>
          [...paragraph.matchAll(/<[wm]:t(?:\s[^>]*)?>([^<]*)<\/[wm]:t>/g)].map((match) => match[1]).join(''),
        )
        .join('\n'),
    )
    .join('\n')
    .replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) => ENTITIES[name] ?? '');
}
