import { describe, expect, it } from 'vitest';
import { p, table } from '../test-support/build-docx.ts';
import { stepsByText } from '../test-support/steps-by-text.ts';

// Statements with no heading of their own, set after the tables or an appendix at the end of the main text.
const h1 = (text: string) => p(text, '<w:pStyle w:val="Heading1"/>');
const BODY = [
  p('Blood pressure and cognitive decline in older adults'),
  h1('Introduction'),
  p('Raised blood pressure in midlife is linked with later cognitive decline.'),
  h1('Methods'),
  p('We followed 2400 adults aged 60 years or more for ten years.'),
  h1('Results'),
  p('Systolic pressure above 140 mmHg was associated with faster decline (p &lt; 0.01).'),
  h1('Discussion'),
  p('Treating raised blood pressure may slow cognitive decline in older adults.'),
];
const THANKS = 'We thank the field assistants and the staff of the regional health offices for their help.';
const FUNDING =
  'This work was supported by the National Natural Science Foundation of China (grant 81970001).';
const INTERESTS = 'The authors declare no conflict of interest.';
const DATA = 'The code and data used in this study are openly available in Zenodo.';
const TABLE = table(['Age', '41.2']);
const APPENDIX_TEXT = 'We observed effect modification by sex for the continuous systolic pressure.';

describe('statements after the tables or an appendix', () => {
  it('reads thanks right after the tables set under "Tables" past the main text as the acknowledgements', () => {
    const title = 'Table 1. Characteristics of the study sample';
    const note = 'Note: Values are means ± SD.';
    const steps = stepsByText(...BODY, h1('Tables'), p(title), TABLE, p(note), p(THANKS), p(FUNDING));
    expect(steps[title]).toEqual(['table.title']);
    expect(steps[note]).toEqual(['table.annotation']);
    expect(steps[THANKS]).toEqual(['main.acknowledgements']);
    expect(steps[FUNDING]).toEqual(['declaration.funding']);
  });

  it('leaves thanks under a heading no step takes alone when no table is above them', () => {
    const peer = 'We thank the anonymous reviewers for their comments on this work.';
    const steps = stepsByText(...BODY, h1('Peer review information'), p(peer));
    expect(steps[peer]).toBeUndefined();
  });

  it('reads a data statement after the statements that closed an appendix as the data availability', () => {
    const steps = stepsByText(
      ...BODY,
      h1('Appendix'),
      p(APPENDIX_TEXT),
      p(THANKS),
      p(FUNDING),
      p(INTERESTS),
      p(DATA),
    );
    expect(steps[APPENDIX_TEXT]).toEqual(['back.appendix']);
    expect(steps[THANKS]).toEqual(['main.acknowledgements']);
    expect(steps[INTERESTS]).toEqual(['declaration.conflicts_of_interest']);
    expect(steps[DATA]).toEqual(['declaration.data_availability']);
  });

  it("leaves a supplement's data statement inside the appendix before any statement", () => {
    const steps = stepsByText(...BODY, h1('Appendix'), p(APPENDIX_TEXT), p(DATA));
    expect(steps[DATA]).toEqual(['back.appendix']);
  });

  it("leaves it there after the supplement's own ethics approval or a survey's thanks to its respondents", () => {
    const ethics = 'The survey protocol was approved by the ethics committee of the University of Cape Town.';
    const survey = 'Thank you for completing this questionnaire.';
    for (const before of [ethics, survey]) {
      const steps = stepsByText(...BODY, h1('Appendix'), p(APPENDIX_TEXT), p(before), p(DATA));
      expect(steps[DATA], before).toEqual(['back.appendix']);
    }
  });
});
