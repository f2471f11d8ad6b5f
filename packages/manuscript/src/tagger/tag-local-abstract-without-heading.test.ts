import { describe, expect, it } from 'vitest';
import { boldP, p } from '../test-support/build-docx.ts';
import { stepsByText } from '../test-support/steps-by-text.ts';

const TITLE_PAGE = [
  p('Contraceptive prescribing in Scotland before and after the pandemic'),
  p('Jane Doe, John Smith'),
  p('Department of General Practice, University of Glasgow, Glasgow, UK'),
];
const BACKGROUND = 'The effects of the pandemic on access to contraception in Scotland are unknown.';
const METHODS =
  'We analysed the monthly prescribing data of all general practices in Scotland from 2016 to 2023.';
const RESULTS = 'Prescribing fell by 60.6% during lockdown compared with the months before the pandemic.';
const CONCLUSIONS =
  'The pandemic reduced contraceptive prescribing, and long-acting methods have not recovered.';
const ABSTRACT = [
  boldP('Background'),
  p(BACKGROUND),
  boldP('Methods'),
  p(METHODS),
  boldP('Results'),
  p(RESULTS),
  boldP('Conclusions'),
  p(CONCLUSIONS),
];
const INTRODUCTION = 'Access to contraception changed during the pandemic in many countries across Europe.';

describe('a structured abstract with no "Abstract" heading', () => {
  it('reads the part labels on the title page as the abstract when the introduction has its own heading', () => {
    const steps = stepsByText(
      ...TITLE_PAGE,
      ...ABSTRACT,
      boldP('Introduction'),
      p(INTRODUCTION),
      boldP('Methods'),
      p('Data came from the national prescribing information system.'),
    );
    expect(steps[BACKGROUND]).toEqual(['abstract.background']);
    expect(steps[METHODS]).toEqual(['abstract.methods']);
    expect(steps[RESULTS]).toEqual(['abstract.results']);
    expect(steps[CONCLUSIONS]).toEqual(['abstract.conclusions']);
    expect(steps[INTRODUCTION]).toEqual(['main.introduction']);
  });

  it('reads them so with a keywords line under the last part, and not when the labels have no text under them', () => {
    const more = 'Long-acting methods had not recovered by the end of the study.';
    const steps = stepsByText(
      ...TITLE_PAGE,
      ...ABSTRACT,
      p(more),
      p('Keywords: contraception; pandemic; general practice'),
      boldP('Introduction'),
      p(INTRODUCTION),
    );
    expect(steps[BACKGROUND]).toEqual(['abstract.background']);
    expect(steps[more]).toEqual(['abstract.conclusions']);
    const contents = stepsByText(
      ...TITLE_PAGE,
      ...['Background', 'Methods', 'Results', 'Conclusions'].map((label) => boldP(label)),
      boldP('Introduction'),
      p(INTRODUCTION),
    );
    expect(contents.Background ?? []).not.toContain('abstract.background');
  });

  it('leaves the same headings to the body when no introduction heading follows them', () => {
    const steps = stepsByText(
      ...TITLE_PAGE,
      ...ABSTRACT,
      boldP('References'),
      p('1. Smith J. A study. BMJ. 2020;1:1.'),
    );
    expect(steps[BACKGROUND]).toEqual(['main.introduction']);
    expect(steps[METHODS]).toEqual(['main.materials_and_methods']);
  });
});
