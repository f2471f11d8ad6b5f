import { readSharedText } from '../../../../packages/pubmed/src/test-support/shared-data.ts';
import { tinyPdf } from '../../../../packages/references/src/test-support/tiny-pdf.ts';

/**
 * First pages of real papers as PDFs: title, authors, journal line and DOI/PMID of real PubMed records
 * (records-index), laid out like an article's first page (big title, authors under it, DOI at the foot).
 */
export function paperPdfs(count: number): Uint8Array[] {
  return readSharedText('pubmed/records-index.tsv.gz')
    .split('\n')
    .slice(1)
    .map((line) => line.split('\t'))
    .filter((row) => (row[6] ?? '').length > 40 && row[13] && Number(row[9]) > 2000)
    .filter((_, index) => index % 97 === 0)
    .slice(0, count)
    .map((row) => {
      const [
        pmid = '',
        ,
        ,
        ,
        author = '',
        ,
        title = '',
        journal = '',
        ,
        year = '',
        volume = '',
        ,
        pages = '',
        doi = '',
      ] = row;
      const words = title.replace(/\s+/g, ' ').split(' ');
      const half = Math.ceil(words.length / 2);
      return tinyPdf([
        [
          { text: `${journal} ${year};${volume}:${pages}`, size: 9, y: 760 },
          { text: words.slice(0, half).join(' '), size: 18, y: 700 },
          { text: words.slice(half).join(' '), size: 18, y: 678 },
          { text: `${author}1, and colleagues2`, size: 11, y: 650 },
          { text: '1 Department of Medicine, University Hospital', size: 8, y: 630 },
          { text: `https://doi.org/${doi} PMID: ${pmid}`, size: 8, y: 60 },
        ],
      ]);
    });
}
