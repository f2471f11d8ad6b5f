import { describe, expect, it } from 'vitest';
import { formattedHtml, formattedText, parseFormattedHtml } from './formatted-html.ts';

describe('parseFormattedHtml', () => {
  it('keeps italic, bold, superscript and subscript', () => {
    expect(parseFormattedHtml('Smith J. <i>Lancet</i>. <b>2020</b>;1<sup>2</sup>H<sub>2</sub>O')).toEqual([
      'Smith J. ',
      { tag: 'i', children: ['Lancet'] },
      '. ',
      { tag: 'b', children: ['2020'] },
      ';1',
      { tag: 'sup', children: ['2'] },
      'H',
      { tag: 'sub', children: ['2'] },
      'O',
    ]);
  });

  it('drops every other tag and attribute but keeps their text as text', () => {
    const nodes = parseFormattedHtml(
      '<script>alert(1)</script><a href="javascript:x">link</a><i onclick="x()">it</i><img src=x onerror=y>',
    );
    expect(nodes).toEqual(['alert(1)link', { tag: 'i', children: ['it'] }]);
  });

  it('decodes entities into text that stays text', () => {
    expect(parseFormattedHtml('A &amp; B &lt;i&gt; &#233;t&#xE9; &quot;q&quot;&nbsp;x')).toEqual([
      'A & B <i> été "q"\u00a0x',
    ]);
  });

  it('nests and mends unbalanced tags', () => {
    expect(parseFormattedHtml('<b><i>x</b>y</i>z<i>open')).toEqual([
      { tag: 'b', children: [{ tag: 'i', children: ['x'] }] },
      'yz',
      { tag: 'i', children: ['open'] },
    ]);
  });

  it('reads upper-case tags and ignores comments', () => {
    expect(parseFormattedHtml('<I>a</I><!-- <b> -->b')).toEqual([{ tag: 'i', children: ['a'] }, 'b']);
  });
});

describe('formattedText and formattedHtml', () => {
  it('gives plain text and re-escaped html with only the four tags', () => {
    const nodes = parseFormattedHtml('1. <i>A &lt;b&gt;</i> <span>"x"</span>');
    expect(formattedText(nodes)).toBe('1. A <b> "x"');
    expect(formattedHtml(nodes)).toBe('1. <i>A &lt;b&gt;</i> &quot;x&quot;');
  });
});
