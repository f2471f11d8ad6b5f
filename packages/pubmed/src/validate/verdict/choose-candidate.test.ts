import { describe, expect, it } from 'vitest';
import type { PubmedRecord } from '../../records/pubmed-record.ts';
import { citation, handMadeRecord } from '../../test-support/hand-made-record.ts';
import { chooseCandidate } from './choose-candidate.ts';
import { decideVerdict } from './decide-verdict.ts';
import { repairParsedItem } from './repair-parsed-item.ts';

function verdictOf(cited: ReturnType<typeof citation>, records: PubmedRecord[]) {
  return decideVerdict(cited, chooseCandidate(cited, records), records.length);
}

// Two real PubMed records (26312660, 26663307): the same paper's title, authors and year in two journals.
const title =
  'A decision support framework for characterizing and managing dermal exposures to chemicals during Emergency Management and Operations.';
const authors = [
  { family: 'Dotson', given: 'G Scott' },
  { family: 'Hudson', given: 'Naomi L' },
  { family: 'Maier', given: 'Andrew' },
];
const inEmergencyManagement = handMadeRecord('26312660', {
  title,
  author: authors,
  'container-title': 'Journal of emergency management (Weston, Mass.)',
  'container-title-short': 'J Emerg Manag',
  issued: { 'date-parts': [[2015]] },
  volume: '13',
  page: '359-80',
});
const inDisasterMedicine = handMadeRecord('26663307', {
  title,
  author: authors,
  'container-title': 'American journal of disaster medicine',
  'container-title-short': 'Am J Disaster Med',
  issued: { 'date-parts': [[2015]] },
  volume: '10',
  page: '237-58',
});
const journalless = citation({
  title: title.replace(/\.$/, ''),
  author: [
    { family: 'Dotson', given: 'GS' },
    { family: 'Hudson', given: 'NL' },
    { family: 'Maier', given: 'A' },
  ],
  issued: { 'date-parts': [[2015]] },
});

describe('equally good candidates', () => {
  it('links neither of two records the citation cannot tell apart, in either order', () => {
    for (const order of [
      [inEmergencyManagement, inDisasterMedicine],
      [inDisasterMedicine, inEmergencyManagement],
    ]) {
      const verdict = verdictOf(journalless, order);
      expect(verdict).toMatchObject({ status: 'mismatch', pmid: null });
      expect(verdict.precautions).toEqual([expect.objectContaining({ code: 'ambiguous_match' })]);
      expect([...(verdict.evidence.alternatives ?? [])].sort()).toEqual(['26312660', '26663307']);
    }
  });

  it('links the right one once the journal tells them apart', () => {
    const cited = { ...journalless, 'container-title': 'J Emerg Manag', volume: '13', page: '359-80' };
    for (const order of [
      [inEmergencyManagement, inDisasterMedicine],
      [inDisasterMedicine, inEmergencyManagement],
    ]) {
      expect(verdictOf(cited, order)).toMatchObject({ status: 'verified', pmid: '26312660' });
    }
  });

  it('prefers the paper to its erratum republished under "Erratum: <title>", in either order', () => {
    // 11524736 and 11748851 as PubMed has them: the erratum is a "Corrected and Republished Article".
    const marfan = 'Detection of six novel FBN1 mutations in British patients affected by Marfan syndrome.';
    const common = {
      author: [
        { family: 'Comeglio', given: 'P' },
        { family: 'Evans', given: 'A L' },
        { family: 'Brice', given: 'G W' },
        { family: 'Child', given: 'A H' },
      ],
      'container-title': 'Human mutation',
      'container-title-short': 'Hum Mutat',
      issued: { 'date-parts': [[2001]] },
      volume: '18',
    };
    const paper = handMadeRecord('11524736', { ...common, title: marfan, issue: '3', page: '251' });
    const erratum = handMadeRecord(
      '11748851',
      { ...common, title: `Erratum: ${marfan}`, issue: '6', page: '546-7' },
      { publicationTypes: ['Corrected and Republished Article', 'Journal Article'] },
    );
    const cited = citation({ ...common, title: marfan, 'container-title': 'Hum Mutat' });
    for (const order of [
      [paper, erratum],
      [erratum, paper],
    ]) {
      expect(verdictOf(cited, order)).toMatchObject({ status: 'verified', pmid: '11524736' });
    }
  });

  it('links the full record rather than its duplicate without volume and pages', () => {
    const { volume: _volume, page: _page, ...sparse } = inEmergencyManagement.item;
    const duplicate = handMadeRecord('26300000', sparse);
    const cited = { ...journalless, 'container-title': 'J Emerg Manag', volume: '13', page: '359-80' };
    for (const order of [
      [inEmergencyManagement, duplicate],
      [duplicate, inEmergencyManagement],
    ]) {
      expect(verdictOf(cited, order)).toMatchObject({ status: 'verified', pmid: '26312660' });
    }
    // Nothing in the citation tells them apart: no link.
    expect(verdictOf(journalless, [inEmergencyManagement, duplicate]).pmid).toBeNull();
  });

  it('treats records PubMed links to each other as one paper, not a tie', () => {
    const republished = handMadeRecord('26663307', inDisasterMedicine.item, { linkedPmids: ['26312660'] });
    const verdict = verdictOf(journalless, [inEmergencyManagement, republished]);
    expect(verdict.status).toBe('verified');
    expect(verdict.precautions.map((precaution) => precaution.code)).not.toContain('ambiguous_match');
  });
});

describe('a reference that is only a DOI', () => {
  const formate = handMadeRecord('1', {
    title: 'Formate assay in body fluids: application in methanol poisoning.',
    author: [{ family: 'Makar', given: 'A B' }],
    'container-title': 'Biochemical medicine',
    issued: { 'date-parts': [[1975]] },
    volume: '13',
    page: '117-26',
    DOI: '10.1016/0006-2944(75)90147-7',
  });
  const source = 'https://doi.org/10.1016/0006-2944(75)90147-7';
  // What the parser may read out of the DOI itself ("75" as a year) is dropped by repairParsedItem.
  const cited = repairParsedItem(
    citation({ source, DOI: '10.1016/0006-2944(75)90147-7', issued: { 'date-parts': [[2944]] } }),
  );

  it('is verified when exactly one record holds the DOI', () => {
    expect(cited.issued).toBeUndefined();
    expect(verdictOf(cited, [formate])).toMatchObject({ status: 'verified', pmid: '1' });
  });

  it('links nothing when several records share the DOI', () => {
    const twin = handMadeRecord('2', { ...formate.item, title: 'Another paper with the same DOI.' });
    expect(verdictOf(cited, [formate, twin])).toMatchObject({ status: 'mismatch', pmid: null });
  });
});
