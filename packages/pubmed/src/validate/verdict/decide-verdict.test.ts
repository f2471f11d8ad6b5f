import type { CslItem } from '@galley/contracts';
import { describe, expect, it } from 'vitest';
import type { PubmedRecord } from '../../records/pubmed-record.ts';
import { notApplicableReason } from './applicability.ts';
import { chooseCandidate } from './choose-candidate.ts';
import { decideVerdict } from './decide-verdict.ts';

// Hand-made records: one paper, its look-alike in another journal, and what a citation of each may get wrong.
function record(
  pmid: string,
  item: Omit<CslItem, 'id' | 'type'>,
  extra: Partial<PubmedRecord> = {},
): PubmedRecord {
  return {
    pmid,
    item: { id: pmid, type: 'article-journal', ...item },
    publicationTypes: ['Journal Article'],
    retracted: false,
    retractionNotices: [],
    errata: [],
    isRetractionNotice: false,
    ...extra,
  };
}

const hardy = record('12130773', {
  title: "The amyloid hypothesis of Alzheimer's disease: progress and problems on the road to therapeutics.",
  author: [
    { family: 'Hardy', given: 'John' },
    { family: 'Selkoe', given: 'Dennis J' },
  ],
  'container-title': 'Science (New York, N.Y.)',
  'container-title-short': 'Science',
  issued: { 'date-parts': [[2002, 7, 19]] },
  volume: '297',
  issue: '5580',
  page: '353-6',
  DOI: '10.1126/science.1072994',
});
const samePagesOtherJournal = record('99999991', {
  title: 'Sleep spindles in the ageing thalamus.',
  author: [{ family: 'Ortega', given: 'M' }],
  'container-title': 'Journal of sleep research',
  'container-title-short': 'J Sleep Res',
  issued: { 'date-parts': [[2002]] },
  volume: '297',
  page: '353-60',
});

const cite = (fields: Omit<CslItem, 'id' | 'type'>): CslItem => ({
  id: '1',
  type: 'article-journal',
  ...fields,
});
const hardyCitation = {
  title: "The amyloid hypothesis of Alzheimer's disease: progress and problems on the road to therapeutics",
  author: [
    { family: 'Hardy', given: 'J' },
    { family: 'Selkoe', given: 'DJ' },
  ],
  'container-title': 'Science',
  issued: { 'date-parts': [[2002]] },
  volume: '297',
  page: '353-356',
};

function verdictOf(cited: CslItem, records: PubmedRecord[]) {
  return decideVerdict(cited, chooseCandidate(cited, records), records.length);
}

describe('verdicts', () => {
  it('verifies a correct citation and links its PMID, whatever else was a candidate', () => {
    const verdict = verdictOf(cite(hardyCitation), [samePagesOtherJournal, hardy]);
    expect(verdict).toMatchObject({ status: 'verified', pmid: '12130773', precautions: [] });
    expect(verdict.evidence.fields.find((row) => row.field === 'journal')).toMatchObject({
      input: 'Science',
      agreement: 'same',
    });
  });

  it('verifies a title-less citation by journal, volume, first page and year', () => {
    const cited = cite({
      'container-title': 'Science',
      issued: { 'date-parts': [[2002]] },
      volume: '297',
      issue: '5580',
      page: '353-6',
    });
    expect(verdictOf(cited, [hardy])).toMatchObject({ status: 'verified', pmid: '12130773' });
  });

  it('names each wrong cited field with PubMed’s value', () => {
    const cited = cite({ ...hardyCitation, issued: { 'date-parts': [[2005]] }, volume: '298' });
    const verdict = verdictOf(cited, [hardy]);
    expect(verdict.status).toBe('verified_with_differences');
    expect(verdict.pmid).toBe('12130773');
    expect(verdict.precautions.map(({ code, cited, correct }) => ({ code, cited, correct }))).toEqual([
      { code: 'wrong_year', cited: '2005', correct: '2002' },
      { code: 'wrong_volume', cited: '298', correct: '297' },
    ]);
  });

  it('links a citation whose only slip is a misspelt first author before "et al.", naming the right authors', () => {
    const cited = cite({ ...hardyCitation, author: [{ family: 'Hrdy', given: 'J' }] });
    const verdict = verdictOf(cited, [hardy]);
    expect(verdict).toMatchObject({ status: 'verified_with_differences', pmid: '12130773' });
    expect(verdict.precautions.map(({ code, cited, correct }) => ({ code, cited, correct }))).toEqual([
      { code: 'wrong_authors', cited: 'Hrdy J', correct: 'Hardy J, Selkoe DJ' },
    ]);
  });

  it('flags a wrong journal even when the string prints the paper’s DOI (which names the journal)', () => {
    const source =
      "Hardy J, Selkoe DJ. The amyloid hypothesis of Alzheimer's disease: progress and problems on the road to therapeutics. Planta. 2002;297:353-6. doi:10.1126/science.1072994";
    const cited = cite({
      ...hardyCitation,
      source,
      'container-title': 'Planta',
      DOI: '10.1126/science.1072994',
    });
    const verdict = verdictOf(cited, [hardy]);
    expect(verdict).toMatchObject({ status: 'mismatch', pmid: null });
    expect(verdict.precautions).toEqual([
      expect.objectContaining({
        code: 'wrong_journal',
        cited: 'Planta',
        correct: 'Science (New York, N.Y.)',
      }),
    ]);
  });

  it('calls a real title with other authors a mismatch and links nothing', () => {
    const cited = cite({
      ...hardyCitation,
      author: [
        { family: 'Thompson', given: 'R' },
        { family: 'Nakamura', given: 'K' },
      ],
    });
    expect(verdictOf(cited, [hardy])).toMatchObject({ status: 'mismatch', pmid: null });
  });

  it('does not trust a locator hit from another journal (ECitMatch’s known failure)', () => {
    const cited = cite({
      'container-title': 'Science',
      issued: { 'date-parts': [[2002]] },
      volume: '297',
      page: '353-60',
    });
    expect(verdictOf(cited, [samePagesOtherJournal]).pmid).toBeNull();
  });

  it('finds nothing for an invented paper', () => {
    const cited = cite({
      ...hardyCitation,
      title: 'Glial lipid droplets orchestrate circadian memory consolidation in zebrafish',
      author: [{ family: 'Invent', given: 'A' }],
      volume: '412',
      page: '77-84',
    });
    expect(verdictOf(cited, [hardy, samePagesOtherJournal])).toMatchObject({
      status: 'not_found',
      pmid: null,
    });
    expect(verdictOf(cited, [])).toMatchObject({ status: 'not_found', pmid: null });
  });

  it('adds a retracted precaution to a verified retracted paper', () => {
    const retracted = record(hardy.pmid, hardy.item, {
      retracted: true,
      publicationTypes: ['Journal Article', 'Retracted Publication'],
      retractionNotices: [{ source: 'Science. 2003;300(5617):1234', pmid: '99999999' }],
    });
    const verdict = verdictOf(cite(hardyCitation), [retracted]);
    expect(verdict.status).toBe('verified');
    expect(verdict.precautions).toEqual([
      expect.objectContaining({ code: 'retracted', correct: 'Science. 2003;300(5617):1234' }),
    ]);
  });
});

describe('notApplicableReason', () => {
  it('leaves out books, conference papers and references too thin to identify', () => {
    expect(
      notApplicableReason({
        id: '1',
        type: 'book',
        title: 'Principles of neural science',
        publisher: 'McGraw-Hill',
      }),
    ).toBe('not_journal_article');
    expect(notApplicableReason({ id: '1', type: 'paper-conference', title: 'A talk' })).toBe(
      'not_journal_article',
    );
    expect(notApplicableReason({ id: '1', type: 'article-journal', author: [{ family: 'Smith' }] })).toBe(
      'not_enough_data',
    );
    expect(notApplicableReason(cite(hardyCitation))).toBeUndefined();
    expect(notApplicableReason({ id: '1', type: 'book', PMID: '12130773' })).toBeUndefined();
  });
});

describe('evidence of a reference nothing identifies', () => {
  it('still gives the closest record scored and its field rows, for not_found as for mismatch', () => {
    const cited: CslItem = {
      id: '1',
      type: 'article-journal',
      title: 'Quantum entanglement of hippocampal place cells in hibernating marmots',
      author: [{ family: 'Vandersloot', given: 'Q' }],
      'container-title': 'Science',
      issued: { 'date-parts': [[2002]] },
    };
    const verdict = decideVerdict(cited, chooseCandidate(cited, [hardy]), 1);
    expect(verdict.status).toBe('not_found');
    expect(verdict.evidence.pubmed?.PMID).toBe('12130773');
    expect(verdict.evidence.fields.find((row) => row.field === 'title')).toMatchObject({
      input: cited.title,
      pubmed: hardy.item.title,
      agreement: 'different',
    });
    expect(decideVerdict(cited, undefined, 0).evidence).toMatchObject({ pubmed: null, fields: [] });
  });
});
