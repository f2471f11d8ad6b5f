import { describe, expect, it } from 'vitest';
import { boldP, p } from '../test-support/build-docx.ts';
import { highlightsByText, stepsByText } from '../test-support/steps-by-text.ts';

// IEEE's layout (probe manuscript): a first-page note after the index terms, or above the abstract, with the dates
// of receipt, the funding sentence, "(Corresponding author: …)" and each author's institution as a sentence.
const TITLE = 'Learning sparse channel estimators for massive MIMO with low-resolution receivers';
const BYLINE = 'Ahmed Hassan, Bo Chen, and Maria Rossi';
const ABSTRACT = p(
  'Abstract—We study channel estimation with one-bit converters. We propose a learned iterative estimator. Simulations show a 4 dB gain over least squares.',
);
const TERMS = p('Index Terms—Massive MIMO, channel estimation, one-bit quantization.');
const FUNDING = 'This work was supported by the National Science Foundation under Grant CCF-2012345.';
const CORRESPONDING = '(Corresponding author: Ahmed Hassan.)';
const HISTORY = `Manuscript received March 3, 2024; revised May 1, 2024. ${FUNDING} ${CORRESPONDING}`;
const WITH =
  'Ahmed Hassan and Bo Chen are with the Department of Electrical Engineering, Stanford University, Stanford, CA 94305 USA (e-mail: ahassan@stanford.edu).';
const NOW_WITH =
  'M. Rossi is now with the Dipartimento di Elettronica, Politecnico di Milano, 20133 Milan, Italy.';
const DOI = 'Digital Object Identifier 10.1109/TSP.2024.0000000';
const NOTE = [p(HISTORY), p(WITH), p(NOW_WITH), p(DOI)];
const INTRODUCTION = 'Massive MIMO systems promise large gains in spectral efficiency [1].';
const BODY = [
  p(INTRODUCTION),
  boldP('II. System Model'),
  p('We consider a base station with M antennas serving K users.'),
  boldP('III. Simulation Results'),
  p('The learned estimator reduces the error by 4 dB.'),
  boldP('IV. Conclusion'),
  p('We proposed a learned estimator that is accurate and fast.'),
  boldP('References'),
  p(
    '[1] T. L. Marzetta, “Noncooperative cellular wireless,” IEEE Trans. Wireless Commun., vol. 9, pp. 3590–3600, 2010.',
  ),
];
const HISTORY_PARTS = [
  `declaration.funding[${HISTORY.indexOf(FUNDING)}-${HISTORY.indexOf(FUNDING) + FUNDING.length}]`,
  `front.correspondence[${HISTORY.indexOf(CORRESPONDING)}-${HISTORY.length}]`,
];

/** A run of text, raised as a superscript mark when `sup`. */
const run = (text: string, sup = false) =>
  `<w:r>${sup ? '<w:rPr><w:vertAlign w:val="superscript"/></w:rPr>' : ''}<w:t xml:space="preserve">${text}</w:t></w:r>`;
/** A paragraph of marked parts, each mark a superscript run: [['*', 'Department of …'], ['†', '…']]. */
const marked = (...parts: [string, string][]) =>
  `<w:p>${parts.map(([mark, text]) => `${run(mark, true)}${run(text)}`).join('')}</w:p>`;

describe('a first-page note (IEEE)', () => {
  it('reads the note between the index terms and the introduction: affiliations, funding, correspondence', () => {
    const steps = highlightsByText(
      p(TITLE),
      p(BYLINE),
      ABSTRACT,
      TERMS,
      ...NOTE,
      boldP('I. Introduction'),
      ...BODY,
    );
    expect(steps[HISTORY]).toEqual(HISTORY_PARTS);
    expect(steps[WITH]).toEqual(['front.affiliations']);
    expect(steps[NOW_WITH]).toEqual(['front.affiliations']);
    expect(steps[DOI]).toBeUndefined();
    expect(steps[INTRODUCTION]).toEqual(['main.introduction']);
  });

  it('keeps the note out of an introduction that has no heading', () => {
    const steps = highlightsByText(p(TITLE), p(BYLINE), ABSTRACT, TERMS, ...NOTE, ...BODY);
    expect(steps[HISTORY]).toEqual(HISTORY_PARTS);
    expect(steps[WITH]).toEqual(['front.affiliations']);
    expect(steps[DOI]).toBeUndefined();
    expect(steps[INTRODUCTION]).toEqual(['main.introduction']);
  });

  it('reads the note above the abstract: the funding sentence is no affiliation', () => {
    const steps = highlightsByText(
      p(TITLE),
      p(BYLINE),
      ...NOTE,
      ABSTRACT,
      TERMS,
      boldP('I. Introduction'),
      ...BODY,
    );
    expect(steps[HISTORY]).toEqual(HISTORY_PARTS);
    expect(steps[WITH]).toEqual(['front.affiliations']);
    expect(steps[TITLE]).toEqual(['front.title']);
  });

  it('reads no note in boxes before the main text or in biographies after the references', () => {
    const consent =
      'This is the first trial in this population. All participants gave their consent before randomisation.';
    const biography =
      'John Smith is currently with the School of Medicine, University of Leeds, where he leads a research group.';
    const funded =
      'Jane Doe is a lecturer at the University of Leeds. Her research is funded by the National Institute for Health Research.';
    const steps = stepsByText(
      p(TITLE),
      p(BYLINE),
      ABSTRACT,
      boldP('Strengths and limitations of this study'),
      p(consent),
      boldP('I. Introduction'),
      ...BODY,
      boldP('Notes on contributors'),
      p(biography),
      p(funded),
    );
    expect(steps[consent]).toBeUndefined();
    expect(steps[biography]).toBeUndefined();
    expect(steps[funded]).toBeUndefined();
  });

  it("reads the authors' footnote typed under the keywords (economics): affiliations, e-mail, thanks", () => {
    const footnote = `<w:p>${run('*', true)}${run('Department of Economics, University of Chicago. Email: rkim@uchicago.edu. ')}${run('†', true)}${run('Federal Reserve Bank of Boston. We thank seminar participants at NBER for comments.')}</w:p>`;
    const text =
      '*Department of Economics, University of Chicago. Email: rkim@uchicago.edu. †Federal Reserve Bank of Boston. We thank seminar participants at NBER for comments.';
    const at = (part: string) => `${text.indexOf(part)}-${text.indexOf(part) + part.length}`;
    const steps = highlightsByText(
      p(TITLE),
      p('Rachel Kim and Oliver Grant'),
      ABSTRACT,
      p('Keywords: minimum wage, employment'),
      footnote,
      boldP('1 Introduction'),
      ...BODY,
    );
    expect(steps[text]).toEqual(
      [
        `front.affiliations[${at('*Department of Economics, University of Chicago.')}]`,
        `front.correspondence[${at('Email: rkim@uchicago.edu.')}]`,
        `front.affiliations[${at('†Federal Reserve Bank of Boston.')}]`,
        `main.acknowledgements[${at('We thank seminar participants at NBER for comments.')}]`,
      ].sort(),
    );
  });

  it("reads the footnote's parts: no disclaimers as affiliations, a correspondence label for its whole part", () => {
    const note = `<w:p>${run('*', true)}${run('Department of Economics, University of Chicago. ')}${run('†', true)}${run('Federal Reserve Bank of Boston. The views expressed herein are those of the authors. All errors are our own.')}</w:p>`;
    const noteText =
      '*Department of Economics, University of Chicago. †Federal Reserve Bank of Boston. The views expressed herein are those of the authors. All errors are our own.';
    const corresponding = `<w:p>${run('*', true)}${run('Corresponding author: Grace Wanjiru, Department of Medicine, University of Leeds, Leeds LS2 9JT, UK. E-mail: g.wanjiru@leeds.ac.uk')}</w:p>`;
    const correspondingText =
      '*Corresponding author: Grace Wanjiru, Department of Medicine, University of Leeds, Leeds LS2 9JT, UK. E-mail: g.wanjiru@leeds.ac.uk';
    const isotope = `<w:p>${run('18', true)}${run('F-FDG PET/CT is the standard imaging test for staging lung cancer in most hospitals. Access outside university centres is limited.')}</w:p>`;
    const isotopeText =
      '18F-FDG PET/CT is the standard imaging test for staging lung cancer in most hospitals. Access outside university centres is limited.';
    const keywords = p('Keywords: lung cancer; staging');
    const front = [p(TITLE), p('Rachel Kim and Oliver Grant'), ABSTRACT, keywords];
    const steps = highlightsByText(...front, note, corresponding, boldP('1 Introduction'), ...BODY);
    // (The two affiliations touch, so they are one range.)
    expect(steps[noteText]).toEqual([`front.affiliations[0-${noteText.indexOf(' The views')}]`]);
    expect(steps[correspondingText]).toEqual(['front.correspondence']);
    const headless = stepsByText(...front, isotope, ...BODY);
    expect(headless[isotopeText]).toEqual(['main.introduction']);
  });

  it('reads footnotes whose first sentence is no address, and Portuguese institutions ("Universidade do Porto")', () => {
    const porto = '¹Faculdade de Medicina, Universidade do Porto, Porto, Portugal.';
    const equal =
      '*These authors contributed equally to this work. †Department of Economics, University of Chicago, Chicago, IL, USA.';
    const hassan =
      '*Ahmed Hassan is with the Department of Electrical Engineering, Stanford University, Stanford, CA 94305 USA.';
    const front = [p(TITLE), p(BYLINE), ABSTRACT, p('Keywords: minimum wage, employment')];
    const steps = highlightsByText(
      ...front,
      marked(['¹', 'Faculdade de Medicina, Universidade do Porto, Porto, Portugal.']),
      marked(
        ['*', 'These authors contributed equally to this work. '],
        ['†', equal.slice(equal.indexOf('†') + 1)],
      ),
      marked(['*', hassan.slice(1)]),
      boldP('1 Introduction'),
      ...BODY,
    );
    expect(steps[porto]).toEqual(['front.affiliations']);
    expect(steps[equal]).toEqual([`front.affiliations[${equal.indexOf('†')}-${equal.length}]`]);
    expect(steps[hassan]).toEqual(['front.affiliations']);
  });

  it('reads a footnote\'s correspondence label in another language, or as "To whom correspondence…"', () => {
    const spanish =
      '*Departamento de Economía, Universidad de Sevilla, Sevilla, España. †Autor para correspondencia: María López, Universidad de Sevilla.';
    const whom =
      '*Department of Economics, University of Chicago. To whom correspondence should be addressed at 1126 East 59th St, Chicago.';
    const front = [
      p(TITLE),
      p('María López and Rachel Kim'),
      ABSTRACT,
      p('Keywords: minimum wage, employment'),
    ];
    const steps = highlightsByText(
      ...front,
      marked(
        ['*', 'Departamento de Economía, Universidad de Sevilla, Sevilla, España. '],
        ['†', spanish.slice(spanish.indexOf('†') + 1)],
      ),
      marked(['*', whom.slice(1)]),
      boldP('1 Introduction'),
      ...BODY,
    );
    const dagger = spanish.indexOf('†');
    expect(steps[spanish]).toEqual([
      `front.affiliations[0-${dagger - 1}]`,
      `front.correspondence[${dagger}-${spanish.length}]`,
    ]);
    const to = whom.indexOf('To whom');
    expect(steps[whom]).toEqual([
      `front.affiliations[0-${to - 1}]`,
      `front.correspondence[${to}-${whom.length}]`,
    ]);
  });

  it('reads funding and correspondence sentences straight under the keywords, before the introduction heading', () => {
    const note =
      'This research was funded by the National Institute for Health Research (grant 17/63/130). Corresponding author: Grace Wanjiru (g.wanjiru@leeds.ac.uk).';
    const funding = note.slice(0, note.indexOf(' Corresponding'));
    const steps = highlightsByText(
      p(TITLE),
      p(BYLINE),
      ABSTRACT,
      TERMS,
      p(note),
      boldP('I. Introduction'),
      ...BODY,
    );
    expect(steps[note]).toEqual([
      `declaration.funding[0-${funding.length}]`,
      `front.correspondence[${funding.length + 1}-${note.length}]`,
    ]);
    const address =
      'Corresponding author: Grace Wanjiru, University of Leeds, Leeds LS2 9JT, UK. Tel.: +44 113 343 0000. E-mail: g.wanjiru@leeds.ac.uk';
    const withTelephone = stepsByText(
      p(TITLE),
      p(BYLINE),
      ABSTRACT,
      TERMS,
      p(address),
      boldP('I. Introduction'),
      ...BODY,
    );
    expect(withTelephone[address]).toEqual(['front.correspondence']);
  });

  it('leaves an introduction that opens like a note as the introduction', () => {
    const received = 'Received wisdom holds that one-bit receivers lose most of the channel information.';
    const staff = 'Health workers are with patients for most of the day in such clinics.';
    const steps = stepsByText(p(TITLE), p(BYLINE), ABSTRACT, TERMS, p(received), p(staff), ...BODY);
    expect(steps[received]).toEqual(['main.introduction']);
    expect(steps[staff]).toEqual(['main.introduction']);
  });
});
