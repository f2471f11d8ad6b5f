import { describe, expect, it } from 'vitest';
import { boldLead, boldP, p } from '../test-support/build-docx.ts';
import { stepsByText } from '../test-support/steps-by-text.ts';

// Wiley's layout (probe manuscript, a nursing journal): a byline with a bar between names and credentials after
// them, headings numbered with a bar ("1 | INTRODUCTION", "4.3 | Ethical considerations"), a box of key points
// headed by a question, and a figure's caption right under a table's notes.
const TABLE =
  '<w:tbl><w:tr><w:tc><w:p><w:r><w:t>Female</w:t></w:r></w:p></w:tc><w:tc><w:p><w:r><w:t>15 (83)</w:t></w:r></w:p></w:tc></w:tr></w:tbl>';
const TITLE = "Nurses' experiences of delivering end-of-life care in intensive care units";
const BYLINE = "Sarah J. THOMPSON RN, PhD1 | Michael O'BRIEN RN, MSc2 | Aisling KELLY RN, BSc1";
const FRONT = [
  boldP(TITLE),
  p(BYLINE),
  p('1School of Nursing, University College Dublin, Dublin, Ireland'),
  boldP('ABSTRACT'),
  boldLead('Aims:', "To explore nurses' experiences of end-of-life care."),
  boldLead('Methods:', 'Semi-structured interviews were conducted with 18 nurses.'),
  boldLead('Results:', 'Three themes were generated.'),
  boldLead('Conclusion:', 'Nurses need structured support.'),
  boldP('KEYWORDS'),
  p('critical care nursing, end-of-life care, qualitative research'),
];
const REFERENCES = [
  boldP('REFERENCES'),
  p('Braun, V., and Clarke, V. (2021). Thematic analysis: A practical guide. SAGE.'),
];

// The first sections, headed in capitals, and numbered with a bar up to the findings' heading.
const CAPS_OPENING = [boldP('INTRODUCTION'), p('Death in intensive care units is common.'), boldP('METHODS')];
const NUMBERED_OPENING = [
  boldP('1 | INTRODUCTION'),
  p('Death in intensive care units is common.'),
  boldP('2 | METHODS'),
  p('A qualitative descriptive design was used.'),
  boldP('3 | FINDINGS'),
];

describe("Wiley's layout", () => {
  it('reads headings numbered with a bar, and a byline with bars and credentials', () => {
    const steps = stepsByText(
      ...FRONT,
      boldP('1 | INTRODUCTION'),
      p('Death in intensive care units is common.'),
      boldP('2 | METHODS'),
      boldP('2.1 | Design'),
      p('A qualitative descriptive design was used.'),
      boldP('2.2 | Ethical considerations'),
      p('Ethical approval was granted by the Human Research Ethics Committee (LS-22-14).'),
      boldP('2.3 | Data analysis'),
      p('Data were analysed using reflexive thematic analysis.'),
      boldP('3 | FINDINGS'),
      p('Participants described uncertainty about when treatment would be withdrawn.'),
      boldP('4 | DISCUSSION'),
      p('This study found that nurses carry a considerable emotional burden.'),
      ...REFERENCES,
    );
    expect(steps[BYLINE]).toEqual(['front.authors']);
    expect(steps['1 | INTRODUCTION']).toEqual(['main.introduction']);
    expect(steps['2.1 | Design']).toEqual(['main.materials_and_methods']);
    expect(steps['2.2 | Ethical considerations']).toEqual(['declaration.ethics']);
    // The methods go on after the ethics subsection.
    expect(steps['Data were analysed using reflexive thematic analysis.']).toEqual([
      'main.materials_and_methods',
    ]);
    expect(steps['3 | FINDINGS']).toEqual(['main.results']);
    expect(steps['4 | DISCUSSION']).toEqual(['main.discussion']);
  });

  it('reads an abstract part headed by several names of the methods ("Design and methods") as the methods', () => {
    const design = 'Qualitative descriptive study with semi-structured interviews of 18 nurses.';
    const steps = stepsByText(
      boldP(TITLE),
      p(BYLINE),
      boldP('Abstract'),
      boldP('Aim'),
      p("To explore nurses' experiences of end-of-life care."),
      boldP('Design and methods'),
      p(design),
      boldP('Findings'),
      p('Three themes were generated.'),
      boldP('Conclusion'),
      p('Nurses need structured support.'),
      boldP('Background'),
      p('Death in intensive care units is common.'),
      boldP('Design'),
      p('A qualitative descriptive design was used.'),
      ...REFERENCES,
    );
    expect(steps['Design and methods']).toEqual(['abstract.methods']);
    expect(steps[design]).toEqual(['abstract.methods']);
    expect(steps['Three themes were generated.']).toEqual(['abstract.results']);
    expect(steps['Death in intensive care units is common.']).toEqual(['main.introduction']);
  });

  it('goes back to the methods after an ethics subsection set like the methods section itself', () => {
    // Every heading bold and at one level: only the words say that "Data analysis" is not more of the ethics.
    const steps = stepsByText(
      ...FRONT,
      ...CAPS_OPENING,
      boldP('Design'),
      p('A qualitative descriptive design was used.'),
      boldP('Ethical considerations'),
      p('Ethical approval was granted by the Human Research Ethics Committee (LS-22-14).'),
      boldP('Data analysis'),
      p('Data were analysed using reflexive thematic analysis.'),
      boldP('FINDINGS'),
      p('Participants described uncertainty about when treatment would be withdrawn.'),
      boldP('DISCUSSION'),
      p('This study found that nurses carry a considerable emotional burden.'),
      ...REFERENCES,
    );
    expect(steps['Ethical considerations']).toEqual(['declaration.ethics']);
    expect(steps['Data analysis']).toEqual(['main.materials_and_methods']);
    expect(steps['Data were analysed using reflexive thematic analysis.']).toEqual([
      'main.materials_and_methods',
    ]);
  });

  it('reads a typed, numbered ethics heading as a subsection of the methods', () => {
    const steps = stepsByText(
      ...FRONT,
      p('1. Introduction'),
      p('Death in intensive care units is common.'),
      p('2. Methods'),
      p('2.1. Design'),
      p('A qualitative descriptive design was used.'),
      p('2.2. Statistical analysis. Themes were counted by two coders independently.'),
      p('2.3. Ethical considerations'),
      p('Ethical approval was granted by the Human Research Ethics Committee (LS-22-14).'),
      p('2.4. Model specification'),
      p('Mixed models were fitted with a random intercept for each unit.'),
      // A heading typed on the first line of its paragraph (a line break, not a new paragraph).
      p('2.5. Ethics approval and consent to participate\nAll participants gave written informed consent.'),
      p('2.6. Sample size\nEighteen nurses were enough to reach saturation.'),
      p('3. Results'),
      p('Participants described uncertainty about when treatment would be withdrawn.'),
      p('4. Discussion'),
      p('This study found that nurses carry a considerable emotional burden.'),
      ...REFERENCES,
    );
    expect(steps['2.3. Ethical considerations']).toEqual(['declaration.ethics']);
    expect(steps['2.4. Model specification']).toEqual(['main.materials_and_methods']);
    expect(steps['Mixed models were fitted with a random intercept for each unit.']).toEqual([
      'main.materials_and_methods',
    ]);
    expect(steps['2.6. Sample size\nEighteen nurses were enough to reach saturation.']).toEqual([
      'main.materials_and_methods',
    ]);
  });

  it('closes the paper with the statements after the last core section', () => {
    // Nature's order: methods last, then statements; an unknown heading after them is not more methods.
    const steps = stepsByText(
      ...FRONT,
      boldP('Introduction'),
      p('Death in intensive care units is common.'),
      boldP('Results'),
      p('Participants described uncertainty about when treatment would be withdrawn.'),
      boldP('Discussion'),
      p('This study found that nurses carry a considerable emotional burden.'),
      boldP('Methods'),
      p('A qualitative descriptive design was used.'),
      boldP('Data availability'),
      p('The data are available on request from the corresponding author.'),
      boldP('Reporting summary'),
      p('Further information on research design is available in the Reporting Summary.'),
      ...REFERENCES,
    );
    expect(steps['Reporting summary']).toBeUndefined();
  });

  it("leaves the key-points box untagged, and ends a table's notes at a figure caption", () => {
    const question = 'What does this paper contribute to the wider global clinical community?';
    const steps = stepsByText(
      ...FRONT,
      boldP(question),
      p('• Nurses in intensive care carry a heavy emotional burden when patients die.'),
      ...NUMBERED_OPENING,
      p('Participants described uncertainty about when treatment would be withdrawn.'),
      boldP('4 | DISCUSSION'),
      p('This study found that nurses carry a considerable emotional burden.'),
      ...REFERENCES,
      p('TABLE 1 Participant characteristics (n = 18)'),
      TABLE,
      p('Note: Percentages may not total 100 due to rounding.'),
      p('FIGURE 1 Themes and subthemes.'),
    );
    expect(steps[question]).toBeUndefined();
    expect(
      steps['• Nurses in intensive care carry a heavy emotional burden when patients die.'],
    ).toBeUndefined();
    expect(steps['Note: Percentages may not total 100 due to rounding.']).toEqual(['table.annotation']);
    expect(steps['FIGURE 1 Themes and subthemes.']).toEqual(['back.figure_legends']);
  });

  it('looks for a core section after a statement only up to the reference list', () => {
    const steps = stepsByText(
      ...FRONT,
      ...CAPS_OPENING,
      p('A qualitative descriptive design was used.'),
      boldP('FINDINGS'),
      p('Participants described uncertainty about when treatment would be withdrawn.'),
      boldP('DISCUSSION'),
      p('This study found that nurses carry a considerable emotional burden.'),
      boldP('What this study adds to the literature'),
      p('It describes the burden from the nurses’ own accounts.'),
      boldP('FUNDING'),
      p('This study was funded by the Health Research Board.'),
      boldP('DISCLAIMER'),
      p('The views expressed are those of the authors.'),
      ...REFERENCES,
      boldP('Appendix 1. Interview guide'),
      boldP('Introduction'),
      p('Thank you for taking part in this interview.'),
    );
    expect(steps['What this study adds to the literature']).toEqual(['main.discussion']);
    expect(steps['The views expressed are those of the authors.']).toBeUndefined();
  });

  it("keeps a note about a figure among the table's notes", () => {
    const note = 'Figure 2 data are from the same participants.';
    const steps = stepsByText(
      ...FRONT,
      ...NUMBERED_OPENING,
      p('Participants described uncertainty about when treatment would be withdrawn.'),
      p('TABLE 1 Participant characteristics (n = 18)'),
      TABLE,
      p('Note: Percentages may not total 100 due to rounding.'),
      p(note),
      boldP('4 | DISCUSSION'),
      p('This study found that nurses carry a considerable emotional burden.'),
      ...REFERENCES,
    );
    expect(steps[note]).toEqual(['table.annotation']);
  });

  it('keeps a "Notes." label under a table among its notes', () => {
    const steps = stepsByText(
      ...FRONT,
      ...NUMBERED_OPENING,
      p('TABLE 1 Participant characteristics (n = 18)'),
      TABLE,
      p('Notes.'),
      p('Percentages may not total 100 due to rounding.'),
      boldP('4 | DISCUSSION'),
      p('This study found that nurses carry a considerable emotional burden.'),
      ...REFERENCES,
    );
    expect(steps['Notes.']).toEqual(['table.annotation']);
  });
});
