import { type MinimalParagraph, minimalDocx } from '../../jobs/isolated/minimal-docx.ts';

const paragraph = (text: string, style?: string): MinimalParagraph => (style ? [text, style] : [text]);

/** Heading, then its paragraphs; the sample's parts in the order most authors write them. */
const SECTIONS: ReadonlyArray<readonly [string, string]> = [
  ['Introduction', 'Sample text of the introduction, citing earlier work [1].'],
  ['Methods', 'Sample text of the methods: forty participants were enrolled in 2023 [2].'],
  ['Results', 'Sample text of the results: the outcome improved in 31 of 40 participants.'],
  ['Discussion', 'Sample text of the discussion, comparing the results with earlier work [1, 2].'],
  ['Conclusions', 'Sample text of the conclusions.'],
  ['Acknowledgements', 'We thank the sample participants.'],
  ['Funding', 'This sample received no funding.'],
  ['Conflicts of interest', 'The authors declare no conflicts of interest.'],
];

/**
 * The manuscript the journal-template preview converts (spec §2 Admin: "convert a sample manuscript with the edited
 * template"): title, authors, a structured abstract, keywords, the usual sections, declarations and two references,
 * so a changed section order, heading, abstract or reference style shows in the .docx.
 */
export function sampleManuscript(): Uint8Array {
  return minimalDocx([
    paragraph('A sample manuscript for previewing journal templates', 'Title'),
    paragraph('Ada Lovelace, Grace Hopper'),
    paragraph('Department of Samples, Example University, Seoul, Korea'),
    paragraph('Abstract', 'Heading1'),
    paragraph('Background: Sample background.'),
    paragraph('Methods: Sample methods.'),
    paragraph('Results: Sample results.'),
    paragraph('Conclusions: Sample conclusions.'),
    paragraph('Keywords: sample; preview; template'),
    ...SECTIONS.flatMap(([heading, text]) => [paragraph(heading, 'Heading1'), paragraph(text)]),
    paragraph('References', 'Heading1'),
    paragraph('1. Smith J, Doe A. A study of samples. J Test. 2020;12(3):101-9. doi:10.1000/jt.2020.101'),
    paragraph('2. Kim H, Lee S. Templates for journals. Ann Ex. 2021;4:55-60.'),
  ]);
}
