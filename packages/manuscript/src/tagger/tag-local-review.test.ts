import { describe, expect, it } from 'vitest';
import { boldLead, boldP, p } from '../test-support/build-docx.ts';
import { stepsByText } from '../test-support/steps-by-text.ts';

const heading = (level: number, text: string) => p(text, `<w:pStyle w:val="Heading${level}"/>`);

// A systematic review written to PRISMA 2020 (probe manuscript): its statements under "Other information",
// named after the checklist's items ("Registration and protocol", "Support", "Availability of data, code and
// other materials").
// A flat layout (every heading bold, at one level) up to the methods' heading, and the reference list.
const OPENING = [
  boldP('School-based physical activity and academic achievement: a systematic review'),
  p('Laura Martínez-Vizcaíno1, Daniel J. Okafor2'),
  boldP('Abstract'),
  p('Physical activity may improve academic achievement; we reviewed randomised trials.'),
  boldP('Introduction'),
  p('Physical inactivity among children is a global public health concern.'),
  boldP('Methods'),
];
const REFERENCES = [
  boldP('References'),
  p('1. Page MJ, McKenzie JE, Bossuyt PM, et al. The PRISMA 2020 statement. BMJ. 2021;372:n71.'),
];

describe("a systematic review's layout", () => {
  it('reads the statements under "Other information" and leaves the registration untagged', () => {
    const registration = 'The review was registered in PROSPERO (CRD42023401234).';
    const support = 'This work was supported by the Spanish Ministry of Science (PID2021-123456OB-I00).';
    const steps = stepsByText(
      heading(1, 'School-based physical activity and academic achievement: a systematic review'),
      p('Laura Martínez-Vizcaíno1, Daniel J. Okafor2'),
      heading(2, 'Abstract'),
      boldLead('Background:', "Physical activity may improve children's academic achievement."),
      boldLead('Methods:', 'We searched four databases for randomised controlled trials.'),
      boldLead('Results:', 'Forty-two trials were included.'),
      boldLead('Conclusions:', 'Physical activity improves mathematics achievement.'),
      heading(2, 'Introduction'),
      p('Physical inactivity among children is a global public health concern.'),
      heading(2, 'Methods'),
      p('This review followed the PRISMA 2020 statement.'),
      heading(2, 'Results'),
      p('The search identified 6,214 records, of which 42 trials were included.'),
      heading(2, 'Discussion'),
      p('This review found small benefits of physical activity for mathematics.'),
      heading(2, 'Other information'),
      heading(3, 'Registration and protocol'),
      p(registration),
      heading(3, 'Support'),
      p(support),
      heading(3, 'Availability of data, code and other materials'),
      p('Extracted data and analysis code are available at https://osf.io/abc12/.'),
      heading(2, 'References'),
      p('1. Page MJ, McKenzie JE, Bossuyt PM, et al. The PRISMA 2020 statement. BMJ. 2021;372:n71.'),
    );
    expect(steps['Other information']).toBeUndefined();
    expect(steps[registration]).toBeUndefined();
    expect(steps.Support).toEqual(['declaration.funding']);
    expect(steps['Availability of data, code and other materials']).toEqual([
      'declaration.data_availability',
    ]);
  });

  it('keeps "Protocol and registration" and "Support" inside the methods as methods', () => {
    const steps = stepsByText(
      ...OPENING,
      boldP('Protocol and registration'),
      p('The protocol was registered in PROSPERO (CRD42023401234).'),
      boldP('Eligibility criteria'),
      p('We included randomised controlled trials in children aged 6 to 12 years.'),
      boldP('Support'),
      p('Teachers received weekly coaching from a physical education specialist.'),
      boldP('Results'),
      p('The search identified 6,214 records, of which 42 trials were included.'),
      boldP('Discussion'),
      p('This review found small benefits of physical activity for mathematics.'),
      ...REFERENCES,
    );
    expect(steps['Protocol and registration']).toEqual(['main.materials_and_methods']);
    expect(steps['We included randomised controlled trials in children aged 6 to 12 years.']).toEqual([
      'main.materials_and_methods',
    ]);
    expect(steps.Support).toEqual(['main.materials_and_methods']);
  });

  it('reads "Support" right after the discussion as the funding', () => {
    const steps = stepsByText(
      ...OPENING,
      boldP('Ethics approval'),
      p('No ethics approval was needed for a review of published trials.'),
      boldP('Statistical analysis'),
      p('Random-effects meta-analyses were conducted in R.'),
      boldP('Supplementary methods'),
      p('The search strings are in the supplement.'),
      boldP('Results'),
      p('The search identified 6,214 records, of which 42 trials were included.'),
      boldP('Discussion'),
      p('This review found small benefits of physical activity for mathematics.'),
      boldP('Support'),
      p('This work was supported by the Spanish Ministry of Science (PID2021-123456OB-I00).'),
      ...REFERENCES,
    );
    expect(steps['Random-effects meta-analyses were conducted in R.']).toEqual([
      'main.materials_and_methods',
    ]);
    expect(steps.Support).toEqual(['declaration.funding']);
  });
});
