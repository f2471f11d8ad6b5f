import { EXPORT_EXTENSIONS, type ExportFormat } from './export-formats.ts';

function decodeExtended(value: string): string | null {
  // RFC 5987: charset'language'percent-encoded — browsers and servers use UTF-8.
  const match = /^([\w-]*)'[\w-]*'(.*)$/.exec(value.trim().replace(/^"|"$/g, ''));
  if (!match?.[2]) return null;
  try {
    return decodeURIComponent(match[2]);
  } catch {
    return null;
  }
}

function plainName(header: string): string | null {
  const quoted = /(?:^|;)\s*filename\s*=\s*"((?:[^"\\]|\\.)*)"/i.exec(header);
  if (quoted?.[1] !== undefined) return quoted[1].replace(/\\(.)/g, '$1');
  const bare = /(?:^|;)\s*filename\s*=\s*([^;\s]+)/i.exec(header);
  return bare?.[1] ?? null;
}

/** A name safe to save under: no folders, no control characters, not empty. */
function safeName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const printable = [...base].filter((char) => {
    const code = char.charCodeAt(0);
    return code > 0x1f && code !== 0x7f;
  });
  return printable.join('').trim();
}

/**
 * The file name to save an export under: the server's (Content-Disposition `filename*` first, then
 * `filename`), else `references.<extension of the format>`.
 */
export function downloadFileName(contentDisposition: string | null, format: ExportFormat): string {
  const fallback = `references.${EXPORT_EXTENSIONS[format]}`;
  if (!contentDisposition) return fallback;
  const extended = /(?:^|;)\s*filename\*\s*=\s*([^;]+)/i.exec(contentDisposition);
  const name = (extended?.[1] ? decodeExtended(extended[1]) : null) ?? plainName(contentDisposition);
  const safe = name ? safeName(name) : '';
  return safe === '' || safe === '.' || safe === '..' ? fallback : safe;
}
