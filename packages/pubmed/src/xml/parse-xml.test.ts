import { describe, expect, it } from 'vitest';
import { parseXml } from './parse-xml.ts';
import { xmlText } from './xml-text.ts';

describe('parseXml', () => {
  it('never expands DTD entities (billion laughs stays literal text)', () => {
    const xml = `<?xml version="1.0"?><!DOCTYPE r [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;">]><r><t>&b;</t></r>`;
    const root = parseXml(xml).r as Record<string, unknown>;
    expect(xmlText(root.t)).toBe('&b;');
  });

  it('decodes predefined and numeric entities, strips inline markup from titles', () => {
    const xml =
      '<A><ArticleTitle>CO<sub>2</sub> &amp; H&#x2082;O &lt;b&gt; <i>in vivo</i></ArticleTitle></A>';
    const root = parseXml(xml).A as Record<string, unknown>;
    expect(xmlText(root.ArticleTitle)).toBe('CO2 & H₂O <b> in vivo');
  });
});
