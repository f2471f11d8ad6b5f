import { Manuscript } from '@galley/contracts';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { readDocx } from './read-docx.ts';
import { readSharedData, sharedManuscripts } from './test-support/shared-data.ts';
import { allParagraphs, allTables } from './test-support/walk-model.ts';

/** What the file holds, counted straight from its XML with regular expressions (independently of the reader). */
function rawCounts(bytes: Uint8Array) {
  const parts = unzipSync(bytes, {
    filter: (file) => /^word\/(document|footnotes|endnotes|comments)\.xml$/.test(file.name),
  });
  const read = (name: string) => (parts[name] ? strFromU8(parts[name]) : '');
  // Accepting tracked changes: deleted and moved-away content does not count.
  const accepted = (xml: string) =>
    xml
      .replace(/<w:del\b[^>]*?>[\s\S]*?<\/w:del>/g, '')
      .replace(/<w:moveFrom\b[^>]*?>[\s\S]*?<\/w:moveFrom>/g, '');
  const document = accepted(read('word/document.xml'));
  const notes = accepted(read('word/footnotes.xml')) + accepted(read('word/endnotes.xml'));
  const instructions = [...document.matchAll(/<w:instrText[^>]*>([^<]*)<\/w:instrText>/g)].map((m) =>
    (m[1] ?? '').trim(),
  );
  const simple = [...document.matchAll(/<w:fldSimple [^>]*w:instr="([^"]*)"/g)].map((m) =>
    (m[1] ?? '').trim(),
  );
  const citations = [...instructions, ...simple].filter((text) =>
    /^ADDIN (ZOTERO_ITEM CSL_CITATION|CSL_CITATION|EN\.CITE(?!\.DATA))/.test(text),
  );
  const normalNotes = (xml: string, tag: string) =>
    [...xml.matchAll(new RegExp(`<w:${tag}( [^>]*)?>`, 'g'))].filter(
      (m) => !/w:type="(separator|continuationSeparator|continuationNotice)"/.test(m[1] ?? ''),
    ).length;
  return {
    equations: (document + notes).match(/<m:oMath[ >]/g)?.length ?? 0,
    footnotes: normalNotes(read('word/footnotes.xml'), 'footnote'),
    footnoteReferences: document.match(/<w:footnoteReference /g)?.length ?? 0,
    endnotes: normalNotes(read('word/endnotes.xml'), 'endnote'),
    tables: document.match(/<w:tbl>/g)?.length ?? 0,
    citations: citations.length,
    comments: [...read('word/comments.xml').matchAll(/<w:t[^>]*>([^<]{20,})<\/w:t>/g)].map((m) => m[1] ?? ''),
  };
}

describe.each(sharedManuscripts())('readDocx on %s', (file) => {
  const bytes = readSharedData(file);
  const manuscript = readDocx(bytes);
  const raw = rawCounts(bytes);
  const paragraphs = allParagraphs(manuscript);

  it('is a valid model (the contracts schema)', () => {
    expect(() => Manuscript.parse(manuscript)).not.toThrow();
  });

  it('keeps every equation, with its OMML intact', () => {
    const equations = paragraphs.flatMap((p) => p.inlines.filter((inline) => inline.kind === 'equation'));
    expect(equations).toHaveLength(raw.equations);
    for (const equation of equations) expect(equation.omml).toMatch(/^<m:oMath[ >][\s\S]*<\/m:oMath>$/);
  });

  it('keeps every footnote and endnote, each with its mark in the text', () => {
    expect(manuscript.notes.filter((n) => n.kind === 'footnote')).toHaveLength(raw.footnotes);
    expect(manuscript.notes.filter((n) => n.kind === 'endnote')).toHaveLength(raw.endnotes);
    const marks = paragraphs.flatMap((p) => p.inlines.filter((inline) => inline.kind === 'note'));
    expect(marks.filter((m) => m.kind === 'note' && m.note.startsWith('fn'))).toHaveLength(
      raw.footnoteReferences,
    );
  });

  it('keeps every table', () => {
    expect(allTables(manuscript.blocks)).toHaveLength(raw.tables);
  });

  it('decodes every citation field into items, placed on the text Word shows', () => {
    expect(manuscript.citations).toHaveLength(raw.citations);
    expect(manuscript.warnings.filter((w) => w.code === 'unreadable_citation')).toEqual([]);
    const byId = new Map(paragraphs.map((p) => [p.id, p]));
    for (const citation of manuscript.citations) {
      expect(citation.items.length).toBeGreaterThan(0);
      expect(byId.get(citation.block)?.text.slice(citation.start, citation.end)).toBe(citation.text);
      expect(citation.text.trim()).not.toBe('');
    }
  });

  it('drops comments', () => {
    const text = paragraphs.map((p) => p.text).join('\n');
    for (const comment of raw.comments) expect(text).not.toContain(comment);
  });

  it('gives every block a unique id, the same on every read, and keeps positions inside the text', () => {
    const ids = [...paragraphs.map((p) => p.id), ...allTables(manuscript.blocks).map((t) => t.id)];
    expect(new Set(ids).size).toBe(ids.length);
    expect(allParagraphs(readDocx(bytes)).map((p) => p.id)).toEqual(paragraphs.map((p) => p.id));
    for (const paragraph of paragraphs) {
      for (const span of paragraph.spans) expect(span.end).toBeLessThanOrEqual(paragraph.text.length);
      for (const inline of paragraph.inlines)
        expect('at' in inline ? inline.at : inline.end).toBeLessThanOrEqual(paragraph.text.length);
    }
  });
});

describe('tracked changes are accepted (ecology manuscript)', () => {
  const bytes = readSharedData('manuscripts/ecology_bats_trackchanges_comments.docx');
  const texts = allParagraphs(readDocx(bytes)).map((p) => p.text.replace(/\s+/g, ' ').trim());
  const xml = strFromU8(
    unzipSync(bytes, { filter: (f) => f.name === 'word/document.xml' })['word/document.xml'] ??
      new Uint8Array(),
  );

  it('each changed paragraph reads as Word shows it after "Accept all changes"', () => {
    const changed = [...xml.matchAll(/<w:p[ >][\s\S]*?<\/w:p>/g)]
      .map((m) => m[0])
      .filter((p) => /<w:(ins|del) /.test(p));
    expect(changed.length).toBeGreaterThan(5);
    for (const paragraph of changed) {
      const accepted = paragraph.replace(/<w:del\b[^>]*?>[\s\S]*?<\/w:del>/g, '');
      const expected = [...accepted.matchAll(/<(?:w|m):t(?: [^>]*)?>([^<]*)<\/(?:w|m):t>|<w:tab\/>/g)]
        .map((m) => m[1] ?? ' ')
        .join('')
        .replace(/&amp;/g, '&')
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/\s+/g, ' ')
        .trim();
      expect(texts).toContain(expected);
    }
  });

  it('inserted text is in, deleted text is out', () => {
    const all = texts.join('\n');
    expect(all).toContain('there is no effect of turbine proximity');
    expect(all).not.toContain('this effect is non-existent');
  });
});
