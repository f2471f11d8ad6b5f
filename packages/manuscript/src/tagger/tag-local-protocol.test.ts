import { describe, expect, it } from 'vitest';
import { boldLead, boldP, p } from '../test-support/build-docx.ts';
import { stepsByText } from '../test-support/steps-by-text.ts';

// BMJ Open's protocol layout (probe manuscript): no results or discussion; the abstract closes with "Ethics and
// dissemination", the methods with an "Ethics and dissemination" section, and the bold statements follow it.
const TITLE =
  'Community health workers and hypertension control in rural Kenya: protocol for a cluster randomised trial';
const ETHICS_PART =
  'Ethics and dissemination The trial was approved by the national ethics committee. Results will be published.';
const ETHICS =
  'The trial was approved by the Kenyatta National Hospital–University of Nairobi Ethics and Research Committee (P123/2023). All participants will give written informed consent.';
const CONTRIBUTORS = 'Contributors GW conceived the study. PO and SJ designed the analysis plan.';
const FUNDING = 'Funding Wellcome Trust (grant 221234/Z/20/Z) and the Medical Research Council.';
const PROVENANCE = 'Provenance and peer review Not commissioned; externally peer reviewed.';
const CONSENT = 'Patient consent for publication Not applicable.';
const PROTOCOL = [
  p(TITLE),
  p('Grace Wanjiru, Peter Otieno, Sarah Jones'),
  boldP('Abstract'),
  boldLead('Introduction', 'Hypertension is poorly controlled in rural Kenya.'),
  boldLead('Methods and analysis', 'We will randomise 40 villages to a programme or usual care.'),
  boldLead(
    'Ethics and dissemination',
    'The trial was approved by the national ethics committee. Results will be published.',
  ),
  boldP('Introduction'),
  p('Hypertension affects one in four adults in Kenya.'),
  boldP('Methods and analysis'),
  boldP('Study design'),
  p('This is a two-arm cluster randomised trial in 40 villages.'),
  boldP('Ethics and dissemination'),
  p(ETHICS),
  boldLead('Contributors', 'GW conceived the study. PO and SJ designed the analysis plan.'),
  boldLead('Funding', 'Wellcome Trust (grant 221234/Z/20/Z) and the Medical Research Council.'),
  boldLead('Competing interests', 'None declared.'),
  boldLead('Patient consent for publication', 'Not applicable.'),
  boldLead('Provenance and peer review', 'Not commissioned; externally peer reviewed.'),
  boldP('References'),
  p(
    '1. Mills KT, Stefanescu A, He J. The global epidemiology of hypertension. Nat Rev Nephrol 2020;16:223–37.',
  ),
];

describe("a trial protocol's layout (BMJ Open)", () => {
  it('closes the abstract with its ethics and dissemination part', () => {
    expect(stepsByText(...PROTOCOL)[ETHICS_PART]).toEqual(['abstract.conclusions']);
  });

  it('reads the ethics section that ends the methods as the ethics statement', () => {
    const steps = stepsByText(...PROTOCOL);
    expect(steps['Ethics and dissemination']).toEqual(['declaration.ethics']);
    expect(steps[ETHICS]).toEqual(['declaration.ethics']);
  });

  it('reads the bold statements after it, answered by initials and funders, and leaves the provenance untagged', () => {
    const steps = stepsByText(...PROTOCOL);
    expect(steps[CONTRIBUTORS]).toEqual(['declaration.author_contributions']);
    expect(steps[FUNDING]).toEqual(['declaration.funding']);
    expect(steps[CONSENT]).toEqual(['declaration.ethics']);
    expect(steps[PROVENANCE]).toBeUndefined();
  });

  it('keeps bold themes of the results that name a funder in a sentence as prose', () => {
    const theme = 'Funding The National Science Foundation cut its budgets, and two clinics closed.';
    const steps = stepsByText(
      p(TITLE),
      p('Grace Wanjiru, Peter Otieno, Sarah Jones'),
      boldP('Introduction'),
      p('Hypertension affects one in four adults in Kenya.'),
      boldP('Methods'),
      p('We interviewed 30 nurses.'),
      boldP('Results'),
      boldLead('Funding', 'The National Science Foundation cut its budgets, and two clinics closed.'),
      boldP('Discussion'),
      p('Nurses described funding as precarious.'),
    );
    expect(steps[theme]).toEqual(['main.results']);
  });
});
