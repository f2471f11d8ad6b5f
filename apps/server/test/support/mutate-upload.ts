/** The ways a real upload gets damaged on its way to us (kept small and named, so failures read well). */
export const MUTATIONS = [
  'truncate',
  'flip-bytes',
  'insert-nuls',
  'utf16le',
  'latin1',
  'double-utf8',
  'huge-line',
  'shuffle-lines',
  'empty',
] as const;
export type Mutation = (typeof MUTATIONS)[number];

const HUGE_LINE = 400_000;

/** `source` damaged by `mutation`, drawing positions from `next` (a seeded generator). */
export function mutateUpload(source: Uint8Array, mutation: Mutation, next: () => number): Buffer {
  const bytes = Buffer.from(source);
  const at = () => Math.floor(next() * bytes.length);
  switch (mutation) {
    case 'truncate':
      return bytes.subarray(0, at());
    case 'flip-bytes': {
      const copy = Buffer.from(bytes);
      const flips = 1 + Math.floor(next() * 300);
      for (let i = 0; i < flips; i += 1) copy[at()] = Math.floor(next() * 256);
      return copy;
    }
    case 'insert-nuls': {
      const parts: Buffer[] = [];
      let from = 0;
      for (const cut of Array.from({ length: 20 }, at).sort((a, b) => a - b)) {
        parts.push(bytes.subarray(from, cut), Buffer.alloc(1 + Math.floor(next() * 64)));
        from = cut;
      }
      return Buffer.concat([...parts, bytes.subarray(from)]);
    }
    case 'utf16le':
      // With a BOM half the time: Windows tools write both.
      return Buffer.concat([
        next() < 0.5 ? Buffer.from([0xff, 0xfe]) : Buffer.alloc(0),
        Buffer.from(bytes.toString('utf8'), 'utf16le'),
      ]);
    case 'latin1':
      return Buffer.from(bytes.toString('utf8'), 'latin1');
    case 'double-utf8':
      return Buffer.from(bytes.toString('latin1'), 'utf8');
    case 'huge-line': {
      const line = Buffer.alloc(HUGE_LINE + Math.floor(next() * HUGE_LINE), next() < 0.5 ? 'A' : 'é  ');
      const cut = at();
      return Buffer.concat([bytes.subarray(0, cut), line, bytes.subarray(cut)]);
    }
    case 'shuffle-lines': {
      const lines = bytes.toString('latin1').split('\n');
      for (let i = lines.length - 1; i > 0; i -= 1) {
        const j = Math.floor(next() * (i + 1));
        [lines[i], lines[j]] = [lines[j] ?? '', lines[i] ?? ''];
      }
      return Buffer.from(lines.join('\n'), 'latin1');
    }
    case 'empty':
      return Buffer.alloc(0);
  }
}
