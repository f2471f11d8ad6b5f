import { describe, expect, it } from 'vitest';
import { readTitledAbstracts } from './read-titled-abstracts.ts';

const words = (count: number, word = 'cells') => Array.from({ length: count }, () => word).join(' ');

function article(pmid: string, title: string, abstract: string, language = 'eng'): string {
  return `<PubmedArticle><MedlineCitation><PMID Version="1">${pmid}</PMID><Article><ArticleTitle>${title}</ArticleTitle>${abstract}<Language>${language}</Language></Article></MedlineCitation></PubmedArticle>`;
}

describe('readTitledAbstracts (PubMed efetch XML)', () => {
  it('reads the title as plain text and keeps structured labels, one section per line', () => {
    const xml = `<PubmedArticleSet>${article(
      '101',
      'Tumour <i>TP53</i> &amp; outcome &lt;5 years&#x2014;a cohort.',
      `<Abstract><AbstractText Label="BACKGROUND" NlmCategory="BACKGROUND">${words(25)}</AbstractText><AbstractText Label="RESULTS">${words(20, 'p&lt;0.05')}</AbstractText></Abstract>`,
    )}</PubmedArticleSet>`;
    const [record] = readTitledAbstracts(xml);
    expect(record?.pmid).toBe('101');
    expect(record?.title).toBe('Tumour TP53 & outcome <5 years\u2014a cohort');
    expect(record?.abstract.split('\n')).toEqual([
      `BACKGROUND: ${words(25)}`,
      `RESULTS: ${words(20, 'p<0.05')}`,
    ]);
  });

  it('skips short abstracts, other languages, notices, translated titles and repeated PMIDs', () => {
    const long = `<Abstract><AbstractText>${words(45)}</AbstractText></Abstract>`;
    const xml = [
      article('1', 'Kept', long),
      article('1', 'Kept again', long),
      article('2', 'Too short', `<Abstract><AbstractText>${words(10)}</AbstractText></Abstract>`),
      article('3', 'Other language', long, 'ger'),
      article('4', 'Erratum: wrong dose', long),
      article('5', '[Translated title]', long),
      article('6', 'No abstract', ''),
    ].join('');
    expect(readTitledAbstracts(xml).map((record) => record.title)).toEqual(['Kept']);
  });

  it('never throws on text that is not PubMed XML', () => {
    expect(readTitledAbstracts('')).toEqual([]);
    expect(readTitledAbstracts('<PubmedArticle><PMID>x')).toEqual([]);
  });
});
