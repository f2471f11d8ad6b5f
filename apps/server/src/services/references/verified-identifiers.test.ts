import type { CslItem, ReferenceEvidence, ReferenceValidation } from '@galley/contracts';
import { describe, expect, it } from 'vitest';
import { verdictColumns } from '../../jobs/definitions/references/verdict-columns.ts';
import { withVerifiedIdentifiers } from './verified-identifiers.ts';

const parsed: CslItem = {
  id: '2',
  type: 'article-journal',
  title: 'Effects of exercise on blood pressure',
  'container-title': 'J Hypertens',
  volume: '28',
  page: '789-95',
  confidence: { title: 0.9, volume: 1 },
};
const pubmed: CslItem = {
  id: '20000001',
  type: 'article-journal',
  title: 'Effects of exercise on blood pressure in older adults.',
  'container-title': 'Journal of hypertension',
  volume: '28',
  page: '789-795',
  PMID: '20000001',
  DOI: '10.1097/HJH.0b013e3283',
  PMCID: 'PMC1234567',
};
const evidence: ReferenceEvidence = {
  fields: [
    { field: 'title', input: parsed.title ?? null, pubmed: pubmed.title ?? null, agreement: 'close' },
    { field: 'doi', input: null, pubmed: pubmed.DOI ?? null, agreement: 'missing' },
    { field: 'pmid', input: null, pubmed: pubmed.PMID ?? null, agreement: 'missing' },
  ],
  candidates: 1,
  score: 0.95,
};

describe('withVerifiedIdentifiers', () => {
  it('gives a verified reference the PMID, DOI and PMCID PubMed has for it, leaving every other field as typed', () => {
    const { parsed: next, evidence: rows } = withVerifiedIdentifiers(
      parsed,
      { status: 'verified', pmid: '20000001', pubmed },
      evidence,
    );
    expect(next).toEqual({
      ...parsed,
      PMID: '20000001',
      DOI: '10.1097/HJH.0b013e3283',
      PMCID: 'PMC1234567',
    });
    // The title, journal and pages stay the author's: taking those is "Use PubMed's".
    expect(next.title).toBe(parsed.title);
    expect(next['container-title']).toBe('J Hypertens');
    expect(next.page).toBe('789-95');
    expect(rows?.fields).toEqual([
      evidence.fields[0],
      { field: 'doi', input: pubmed.DOI, pubmed: pubmed.DOI, agreement: 'same' },
      { field: 'pmid', input: '20000001', pubmed: '20000001', agreement: 'same' },
    ]);
    // The inputs are not changed in place.
    expect(parsed.PMID).toBeUndefined();
    expect(evidence.fields[2]?.agreement).toBe('missing');
  });

  it('does the same for a reference verified with differences', () => {
    const { parsed: next } = withVerifiedIdentifiers(
      parsed,
      { status: 'verified_with_differences', pmid: '20000001', pubmed },
      evidence,
    );
    expect(next).toMatchObject({ PMID: '20000001', DOI: pubmed.DOI, PMCID: 'PMC1234567' });
  });

  it('keeps the identifiers the author gave, even when PubMed’s differ', () => {
    const own: CslItem = { ...parsed, PMID: '111', DOI: '10.1/own', confidence: { PMID: 0.5, DOI: 0.8 } };
    const rows: ReferenceEvidence = {
      ...evidence,
      fields: [
        { field: 'doi', input: '10.1/own', pubmed: pubmed.DOI ?? null, agreement: 'different' },
        { field: 'pmid', input: '111', pubmed: '20000001', agreement: 'different' },
      ],
    };
    const result = withVerifiedIdentifiers(
      own,
      { status: 'verified_with_differences', pmid: '20000001', pubmed },
      rows,
    );
    expect(result.parsed).toEqual({ ...own, PMCID: 'PMC1234567' });
    expect(result.evidence).toEqual(rows);
  });

  it('adds only what the record has, and only the PMID when the record has no DOI or PMCID', () => {
    const bare: CslItem = { id: '20000001', type: 'article-journal', PMID: '20000001' };
    const { parsed: next } = withVerifiedIdentifiers(
      parsed,
      { status: 'verified', pmid: '20000001', pubmed: bare },
      null,
    );
    expect(next).toEqual({ ...parsed, PMID: '20000001' });
  });

  it('treats a blank identifier as missing and drops the parser’s confidence for what it fills', () => {
    const blank: CslItem = { ...parsed, DOI: ' ', confidence: { title: 0.9, DOI: 0.2 } };
    const { parsed: next } = withVerifiedIdentifiers(
      blank,
      { status: 'verified', pmid: '20000001', pubmed },
      evidence,
    );
    expect(next.DOI).toBe(pubmed.DOI);
    expect(next.confidence).toEqual({ title: 0.9 });
  });

  it.each(['mismatch', 'not_found', 'not_applicable'] as const)(
    'leaves a %s reference as it is',
    (status) => {
      const result = withVerifiedIdentifiers(parsed, { status, pmid: null, pubmed }, evidence);
      expect(result.parsed).toBe(parsed);
      expect(result.evidence).toBe(evidence);
    },
  );

  it('adds nothing without a linked PMID', () => {
    const result = withVerifiedIdentifiers(parsed, { status: 'verified', pmid: null, pubmed }, evidence);
    expect(result.parsed).toBe(parsed);
  });
});

describe('verdictColumns', () => {
  const verdict = (status: ReferenceValidation['status'], pmid: string | null): ReferenceValidation => ({
    index: 1,
    source: 'Smith J. Effects of exercise on blood pressure. J Hypertens. 2010;28:789-95.',
    status,
    pmid,
    precautions: [],
    evidence: { parsed, pubmed, fields: evidence.fields, candidates: 1, score: 0.95 },
  });

  it('stores a verified reference with PubMed’s identifiers in its parse, the list formatting and export read', () => {
    const columns = verdictColumns(verdict('verified', '20000001'), parsed);
    expect(columns).toMatchObject({ status: 'verified', pmid: '20000001', pubmed });
    expect(columns.parsed).toMatchObject({ PMID: '20000001', DOI: pubmed.DOI, PMCID: 'PMC1234567' });
    expect(columns.evidence?.fields.find((row) => row.field === 'pmid')?.agreement).toBe('same');
  });

  it('stores a mismatch with the parse as it was', () => {
    const columns = verdictColumns(verdict('mismatch', null), parsed);
    expect(columns.parsed).toBe(parsed);
    expect(columns.evidence?.fields).toEqual(evidence.fields);
  });
});
