import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PubmedRecord } from '../records/pubmed-record.ts';
import { codeFingerprint } from './code-fingerprint.ts';
import type { CorpusEntry } from './corpus-entry.ts';
import type { SearchKeys } from './search-keys.ts';

/**
 * The parsed corpus kept in os.tmpdir(), so a test file or a server start reads JSON (~1 s) instead of parsing
 * ~100 MB of XML (~10 s). Keyed by the source files' size and mtime and by the code that parses them, so an
 * edited corpus or mapping is never served stale. The raw XML text (only efetch needs it) sits beside the JSON; an
 * entry's `xml` reads its own byte range when asked for.
 */
interface CachedEntry {
  record: PubmedRecord;
  keys: SearchKeys;
  /** Byte range [start, end) of the <PubmedArticle> element in the raw XML file. */
  xmlRange?: [number, number];
  medline?: string;
  /** The MEDLINE reader keeps the record's text as the item's source: stored once, in `medline`. */
  sourceIsMedline?: true;
}

export interface CorpusSource {
  record: PubmedRecord;
  keys: SearchKeys;
  xml?: { text: string; start: number; end: number };
  medline?: string;
}

const FORMAT = 3;
const CACHE_DIR = 'galley-pubmed-corpus';

/** "<which files>-<which versions of them and of the code>": a new version replaces only its own files' cache. */
export function corpusCacheKey(sourceFiles: string[]): string {
  const files = sourceFiles.map((file) => path.resolve(file));
  const which = createHash('sha256').update(files.join('\n')).digest('hex').slice(0, 12);
  const version = createHash('sha256').update(`format ${FORMAT}\n`);
  for (const file of files) {
    const stat = fs.statSync(file);
    version.update(`${file}:${stat.size}:${stat.mtimeMs}\n`);
  }
  return `${which}-${version.update(codeFingerprint()).digest('hex').slice(0, 16)}`;
}

/**
 * The shared temp folder is writable by every user: the cache lives in a folder of its own per user, created 0700,
 * and a folder or file someone else owns is never read (it could hold crafted records) nor written into.
 */
export function corpusCacheFolder(): string {
  return path.join(os.tmpdir(), `${CACHE_DIR}-${process.getuid?.() ?? 'user'}`);
}

function cachePaths(key: string) {
  const folder = corpusCacheFolder();
  return { folder, json: path.join(folder, `${key}.json`), xml: path.join(folder, `${key}.xml`) };
}

/** The cached corpus for this key, or undefined when there is none (or it cannot be read). */
export function readCorpusCache(key: string): Map<string, CorpusEntry> | undefined {
  const paths = cachePaths(key);
  let cached: [string, CachedEntry][];
  let xmlFd: number;
  try {
    if (!fs.existsSync(paths.json)) return undefined;
    if (!ownedByMe(paths.folder) || !ownedByMe(paths.json) || !ownedByMe(paths.xml)) return undefined;
    // Opened before the JSON is read and kept open: another process that writes a newer cache deletes these files,
    // and an open descriptor still reads the deleted file's bytes.
    xmlFd = fs.openSync(paths.xml, 'r');
  } catch {
    return undefined;
  }
  try {
    cached = JSON.parse(fs.readFileSync(paths.json, 'utf8')) as [string, CachedEntry][];
  } catch {
    fs.closeSync(xmlFd);
    return undefined;
  }
  const readXml = ([start, end]: [number, number]) => {
    const bytes = Buffer.alloc(end - start);
    fs.readSync(xmlFd, bytes, 0, bytes.length, start);
    return bytes.toString('utf8');
  };
  const corpus = new Map<string, CorpusEntry>();
  for (const [pmid, { record, keys, xmlRange, medline, sourceIsMedline }] of cached) {
    if (sourceIsMedline) record.item.source = medline;
    const entry: CorpusEntry = { record, keys };
    if (medline !== undefined) entry.medline = medline;
    if (xmlRange) {
      Object.defineProperty(entry, 'xml', { enumerable: true, get: () => readXml(xmlRange) });
    }
    corpus.set(pmid, entry);
  }
  return corpus;
}

/**
 * Writes the cache for this key (atomically: parallel test workers may race) and removes older caches. A failed
 * write only costs the next start its speed, so errors are ignored.
 */
export function writeCorpusCache(key: string, rawXml: string, entries: Map<string, CorpusSource>): void {
  const paths = cachePaths(key);
  try {
    fs.mkdirSync(paths.folder, { recursive: true, mode: 0o700 });
    if (!ownedByMe(paths.folder)) return;
    const byteRanges = byteRangesOf(rawXml, entries);
    const cached: [string, CachedEntry][] = [...entries].map(([pmid, source]) => {
      const sourceIsMedline = source.medline !== undefined && source.record.item.source === source.medline;
      const { source: _text, ...item } = source.record.item;
      return [
        pmid,
        {
          record: sourceIsMedline ? { ...source.record, item } : source.record,
          keys: source.keys,
          ...(byteRanges.has(pmid) ? { xmlRange: byteRanges.get(pmid) } : {}),
          ...(source.medline !== undefined ? { medline: source.medline } : {}),
          ...(sourceIsMedline ? { sourceIsMedline: true as const } : {}),
        },
      ];
    });
    const suffix = `.${process.pid}.${Date.now()}.tmp`;
    fs.writeFileSync(paths.xml + suffix, rawXml, { mode: 0o600 });
    fs.renameSync(paths.xml + suffix, paths.xml);
    fs.writeFileSync(paths.json + suffix, JSON.stringify(cached), { mode: 0o600 });
    fs.renameSync(paths.json + suffix, paths.json);
    for (const name of fs.readdirSync(paths.folder)) {
      const sameFiles = name.startsWith(`${key.split('-')[0]}-`);
      if (sameFiles && !name.startsWith(key)) fs.rmSync(path.join(paths.folder, name), { force: true });
    }
  } catch {
    // Read-only or full temp folder: the corpus is still loaded, just not cached.
  }
}

/** The file is ours, and no one else can write to it (or, for the folder, into it). */
export function ownedByMe(file: string): boolean {
  const stat = fs.statSync(file);
  const uid = process.getuid?.();
  return (uid === undefined || stat.uid === uid) && (stat.mode & 0o022) === 0;
}

/** Character ranges of the XML elements → byte ranges in the UTF-8 file, counted in one pass over the text. */
function byteRangesOf(rawXml: string, entries: Map<string, CorpusSource>): Map<string, [number, number]> {
  const ranges = new Map<string, [number, number]>();
  const ordered = [...entries]
    .filter(([, source]) => source.xml)
    .sort(([, a], [, b]) => (a.xml?.start ?? 0) - (b.xml?.start ?? 0));
  let chars = 0;
  let bytes = 0;
  for (const [pmid, { xml }] of ordered) {
    if (!xml) continue;
    bytes += Buffer.byteLength(rawXml.slice(chars, xml.start));
    const length = Buffer.byteLength(rawXml.slice(xml.start, xml.end));
    ranges.set(pmid, [bytes, bytes + length]);
    bytes += length;
    chars = xml.end;
  }
  return ranges;
}
