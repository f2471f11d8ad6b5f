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
// Run-in statements after the discussion, and the reference list.
const STATEMENTS = [
  p('Funding: This study was funded by the Wellcome Trust (grant 221234).'),
  p('Conflicts of interest: None declared.'),
];
const REFERENCES = [
  boldP('References'),
  p(
    '1. Mills KT, Stefanescu A, He J. The global epidemiology of hypertension. Nat Rev Nephrol 2020;16:223–37.',
  ),
];

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
  ...REFERENCES,
];

// A cohort study's main text, for the statements after it.
const ARTICLE = [
  p(TITLE),
  p('Grace Wanjiru, Peter Otieno, Sarah Jones'),
  boldP('Introduction'),
  p('Hip fracture is common in older adults.'),
  boldP('Methods'),
  p('We followed 300 patients for one year.'),
  boldP('Results'),
  p('Mortality at one year was 21%.'),
  boldP('Discussion'),
  p('Nurse-led follow-up was feasible.'),
];

describe("a trial protocol's layout (BMJ Open)", () => {
  it('closes the abstract with its ethics and dissemination part', () => {
    expect(stepsByText(...PROTOCOL)[ETHICS_PART]).toEqual(['abstract.conclusions']);
  });

  it('keeps the ethics section in the methods, its approval sentence the ethics statement as well', () => {
    const steps = stepsByText(...PROTOCOL);
    expect(steps['Ethics and dissemination']).toEqual(['main.materials_and_methods']);
    expect(steps[ETHICS]).toEqual(['declaration.ethics', 'main.materials_and_methods']);
  });

  it('reads the bold statements after it, answered by initials and funders, and leaves the provenance untagged', () => {
    const steps = stepsByText(...PROTOCOL);
    expect(steps[CONTRIBUTORS]).toEqual(['declaration.author_contributions']);
    expect(steps[FUNDING]).toEqual(['declaration.funding']);
    expect(steps[CONSENT]).toEqual(['declaration.ethics']);
    expect(steps[PROVENANCE]).toBeUndefined();
  });

  it('keeps bold themes of the results as prose: a funder in a sentence, ethics and consent, acronyms', () => {
    const funder = 'Funding The National Science Foundation cut its budgets, and two clinics closed.';
    const ethics = 'Ethics Participants described the approval process as slow.';
    const consent = 'Informed consent Nurses felt consent was rushed on the day of surgery.';
    const disclosure = 'Disclosure Most women had told their partner about the diagnosis.';
    const staff = 'Contributors NHS staff and volunteers shaped the service in every site.';
    const steps = stepsByText(
      p(TITLE),
      p('Grace Wanjiru, Peter Otieno, Sarah Jones'),
      boldP('Introduction'),
      p('Hypertension affects one in four adults in Kenya.'),
      boldP('Methods'),
      p('We interviewed 30 nurses.'),
      boldP('Results'),
      boldLead('Funding', 'The National Science Foundation cut its budgets, and two clinics closed.'),
      boldLead('Ethics', 'Participants described the approval process as slow.'),
      boldLead('Disclosure', 'Most women had told their partner about the diagnosis.'),
      boldLead('Informed consent', 'Nurses felt consent was rushed on the day of surgery.'),
      boldP('Discussion'),
      p('Nurses described funding as precarious.'),
      boldLead('Contributors', 'NHS staff and volunteers shaped the service in every site.'),
      p('Services should plan for staff turnover.'),
    );
    for (const theme of [funder, ethics, consent, disclosure]) expect(steps[theme]).toEqual(['main.results']);
    expect(steps[staff]).toEqual(['main.discussion']);
  });

  it('keeps sentences about consent in the introduction and results as prose', () => {
    const randomised =
      'Of the 412 patients screened, 356 (86%) provided written informed consent and were randomised (figure 1).';
    const cornerstone = 'Informed consent is a cornerstone of ethical research with older adults.';
    const steps = stepsByText(
      p(TITLE),
      p('Grace Wanjiru, Peter Otieno, Sarah Jones'),
      boldP('Introduction'),
      p(cornerstone),
      boldP('Methods'),
      p('We randomised patients to nurse-led follow-up or usual care.'),
      boldP('Results'),
      p(randomised),
      boldP('Discussion'),
      p('Nurse-led follow-up was feasible.'),
    );
    expect(steps[cornerstone]).toEqual(['main.introduction']);
    expect(steps[randomised]).toEqual(['main.results']);
  });

  it("reads The BMJ's statements after the discussion: contributions by initials, consent answers, template funding", () => {
    const contributions = [
      'GW and SJ planned the study. PO did the statistical analysis. GW is the guarantor.',
      'SM and RK managed the patient. SM drafted the manuscript and RK revised it.',
      'AB, CD and EF were responsible for data collection.',
    ];
    const funding =
      'The authors have not declared a specific grant for this research from any funding agency in the public, commercial or not-for-profit sectors.';
    const consent = 'Consent obtained directly from patient(s).';
    for (const text of contributions) {
      const steps = stepsByText(
        ...ARTICLE,
        boldLead('Contributors', text),
        boldLead('Funding', funding),
        boldLead('Competing interests', 'None declared.'),
        boldLead('Patient consent for publication', consent),
        boldLead('Provenance and peer review', 'Not commissioned; externally peer reviewed.'),
        ...REFERENCES,
      );
      expect(steps[`Contributors ${text}`]).toEqual(['declaration.author_contributions']);
      expect(steps[`Funding ${funding}`]).toEqual(['declaration.funding']);
      expect(steps[`Patient consent for publication ${consent}`]).toEqual(['declaration.ethics']);
    }
  });

  it('ends the end matter at an appendix: its labelled lines are its own', () => {
    const info = 'Additional information: The full questionnaire is available in the online supplement.';
    const steps = stepsByText(
      ...ARTICLE,
      ...STATEMENTS,
      ...REFERENCES,
      boldP('Appendix A. Questionnaire items'),
      p(info),
    );
    expect(steps[info]).toEqual(['back.appendix']);
  });

  it('keeps themes about consent, and acronyms under a "Contributors" theme, as prose of the results', () => {
    const themes: [string, string][] = [
      ['Disclosure', 'Most women had told their partner within a year.'],
      [
        'Informed consent',
        'Consent obtained by research nurses was often rushed, several participants said.',
      ],
      ['Consent to participate', 'Consent was obtained verbally at most sites, yet few women understood it.'],
      ['Contributors', 'HIV was rarely discussed with the community health workers.'],
      ['Contributors', 'NGO staffed clinics reached more women than government ones.'],
    ];
    const steps = stepsByText(
      ...ARTICLE.slice(0, 7),
      ...themes.map(([label, text]) => boldLead(label, text)),
      ...ARTICLE.slice(8),
    );
    for (const [label, text] of themes) expect(steps[`${label} ${text}`]).toEqual(['main.results']);
  });

  it('leaves labelled lines no step takes after the references untagged', () => {
    const provenance = 'Provenance and peer review: Not commissioned; externally peer reviewed.';
    const steps = stepsByText(...ARTICLE, ...STATEMENTS, ...REFERENCES, p(provenance));
    expect(steps[provenance]).toBeUndefined();
  });

  it("keeps sentences on others' financial interests in the results as prose", () => {
    const firms = 'Of the 120 firms, 48 have no other commercial relationships with the supplier.';
    const practices = 'Most practices have no material financial interests in the pharmacies they refer to.';
    const steps = stepsByText(...ARTICLE.slice(0, 7), p(firms), p(practices), ...ARTICLE.slice(8));
    expect(steps[firms]).toEqual(['main.results']);
    expect(steps[practices]).toEqual(['main.results']);
  });
});
