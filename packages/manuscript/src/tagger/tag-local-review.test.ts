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

describe("a narrative review's layout", () => {
  it('keeps each themed section whole: its heading goes with its text when the body is read as results', () => {
    const section = '2. The microbiota–gut–brain axis';
    const sub = '2.1. Immune pathways';
    const steps = stepsByText(
      boldP('Gut microbiota and depression: mechanisms and therapeutic opportunities'),
      p('Chen Wei1, Sofia Rossi2'),
      boldP('Abstract'),
      p('Here we review evidence linking the gut microbiota to depression in animals and humans.'),
      boldP('1. Introduction'),
      p('Depression affects more than 280 million people worldwide.'),
      boldP(section),
      p('The vagus nerve carries signals from the gut to the brainstem.'),
      boldP(sub),
      p('Microbial products such as lipopolysaccharide activate systemic inflammation.'),
      boldP('3. Evidence from animal models'),
      p('Germ-free mice show exaggerated stress responses.'),
      boldP('4. Evidence from human studies'),
      p('Cross-sectional studies report lower abundance of Faecalibacterium in depressed patients.'),
      boldP('5. Therapeutic opportunities'),
      p('Randomised trials of probiotics show small effects on depressive symptoms.'),
      boldP('6. Conclusions'),
      p('The gut microbiota is a promising but unproven target for depression.'),
      ...REFERENCES,
    );
    const text = 'The vagus nerve carries signals from the gut to the brainstem.';
    expect(steps[section]).toEqual(steps[text]);
    expect(steps[sub]).toEqual(steps[text]);
    expect(steps['6. Conclusions']).toEqual(['main.conclusions']);
  });
});
