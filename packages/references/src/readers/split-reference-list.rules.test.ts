import { describe, expect, it } from 'vitest';
import { wrapAt } from '../test-support/wrap-at.ts';
import { readReferences } from './read-references.ts';
import { readText } from './read-text.ts';
import { splitReferenceList } from './split-reference-list.ts';

// Issue 14's rules for pasted lists, each on a small list from one field (humanities, physics, law, medicine) that
// the splitter before these rules cut wrongly.

const texts = (text: string, split?: 'auto' | 'lines' | 'blank-lines') =>
  splitReferenceList(text, split ? { split } : {}).entries.map((entry) => entry.text);

const HUMANITIES = [
  'Heidegger M., 1927, Être et temps, Gallimard, Paris.',
  '60. Pérez-Higueras JJ, Arias A. Differences in cyclic fatigue resistance between instruments. J Endod. 2013;39:1585-7.',
  'Ivy, Marilyn. Discourses of the Vanishing: Modernity, Phantasm, Japan. Chicago: University of Chicago Press',
  '61. Boekelheide N, Miller TF. Dynamics and dissipation in enzyme catalysis. Proc Natl Acad Sci USA. 2011;108:16159-63.',
  '———. Sense and Sensibility, 2 vols. New York: Frank S. Holby, 1906.',
];

const LAW = [
  "Dworkin, Ronald. Law's Empire. Cambridge, MA: Belknap Press.",
  'Fuller, Lon L. The Morality of Law. New Haven: Yale University Press.',
  'Raz, Joseph. The Authority of Law: Essays on Law and Morality. Oxford: Clarendon Press.',
  'Cover, Robert M. Nomos and Narrative. Harvard Law Review 97, no. 1',
];

const PHYSICS = [
  'Weinberg, S. The Quantum Theory of Fields, Volume 1: Foundations. Cambridge University Press.',
  'Peskin, M. E. and Schroeder, D. V. An Introduction to Quantum Field Theory. Addison-Wesley.',
  'Zee, A. Quantum Field Theory in a Nutshell. Princeton University Press.',
  'Polchinski, J. String Theory, Volume 1: An Introduction to the Bosonic String. Cambridge University Press.',
  'Maldacena, J. The large N limit of superconformal field theories and supergravity. Adv. Theor. Math. Phys. 2, 231 (1998).',
  'Wald, R. M. General Relativity. University of Chicago Press.',
];

const MEDICINE = [
  'Fleisher AS, Chen K, Quiroz YT, et al. Associations between biomarkers and age in the presenilin 1 E280A autosomal dominant Alzheimer disease kindred. JAMA Neurol. 2015;72(3):316-24.',
  'Hardy J, Selkoe DJ. The amyloid hypothesis of Alzheimer’s disease: progress and problems on the road to therapeutics. Science. 2002;297(5580):353-6.',
  '1000 Genomes Project Consortium. A global reference for human genetic variation. Nature. 2015;526(7571):68-74.',
  'van Dyck CH, Swanson CJ, Aisen P, et al. Lecanemab in early Alzheimer’s disease. N Engl J Med. 2023;388(1):9-21.',
  '2019-nCoV Outbreak Joint Field Epidemiology Investigation Team. An outbreak of NCIP in Wuhan. China CDC Wkly. 2020;2(5):79-80.',
];

describe('splitReferenceList: a blank line always ends a reference', () => {
  it('keeps blank-line-separated references apart though some start with list numbers (humanities)', () => {
    // "60." and "61." run on: the old splitter took the list for a numbered one and ignored the blank lines.
    const { entries } = splitReferenceList(HUMANITIES.join('\n\n'));
    expect(entries).toHaveLength(5);
    expect(entries.map((entry) => entry.text.replace(/^\d+\.\s*/, ''))).toEqual(
      HUMANITIES.map((text) => text.replace(/^\d+\.\s*/, '')),
    );
  });

  it('ends a reference at a blank line even mid-phrase, and in a numbered list', () => {
    expect(
      texts('Cover, Robert M. Nomos and Narrative. Harvard Law Review and\n\nthe Republic of Letters, 1983.'),
    ).toHaveLength(2);
    const numbered =
      '1. Raz, Joseph. The Authority of Law.\nOxford: Clarendon Press.\n\nFuller, Lon L. The Morality of Law. New Haven: Yale University Press.\n2. Dworkin, Ronald. Law’s Empire. Belknap Press.';
    expect(texts(numbered)).toEqual([
      'Raz, Joseph. The Authority of Law. Oxford: Clarendon Press.',
      'Fuller, Lon L. The Morality of Law. New Haven: Yale University Press.',
      'Dworkin, Ronald. Law’s Empire. Belknap Press.',
    ]);
  });
});

describe('splitReferenceList: when every line could be a whole reference, each line is one', () => {
  it('splits law references ending with their publisher, one per line', () => {
    expect(texts(LAW.join('\n'))).toEqual(LAW);
  });

  it('splits humanities references, the repeated-author dash included, one per line', () => {
    const lines = HUMANITIES.filter((text) => !/^\d/.test(text));
    expect(texts(lines.join('\n'))).toEqual(lines);
  });

  it('still joins a reference whose next line says it continues (a DOI line, a date cut from its year)', () => {
    const text =
      'Zee, A. Quantum Field Theory in a Nutshell. Princeton University Press.\ndoi:10.1515/9781400835331';
    expect(texts(text)).toHaveLength(1);
  });
});

describe('splitReferenceList: wrapped references are joined only where the layout leaves no other reading', () => {
  it('ends a reference at a line that had room for the next word (physics, wrapped at 60 columns)', () => {
    expect(texts(PHYSICS.map((text) => wrapAt(text, 60)).join('\n'))).toEqual(PHYSICS);
  });

  it('joins every wrapped line of a list wrapped at 50 columns with blank lines between references', () => {
    const wrapped = PHYSICS.map((text) => wrapAt(text, 50));
    expect(wrapped.every((text) => text.includes('\n'))).toBe(true);
    expect(texts(wrapped.join('\n\n'))).toEqual(PHYSICS);
  });
});

describe('splitReferenceList: list numbers that do not run on, and numbers that are no list numbers', () => {
  it('splits a numbered list whose numbers jump and go back (33, 37, 8, 102), keeping the numbers', () => {
    const numbers = [33, 37, 8, 102, 9];
    const { entries } = splitReferenceList(
      MEDICINE.map((text, index) => `${numbers[index]}. ${text}`).join('\n'),
    );
    expect(entries.map((entry) => entry.number)).toEqual(numbers);
    expect(entries.map((entry) => entry.text)).toEqual(MEDICINE);
  });

  it('splits a shuffled numbered list though some of its lines do not read as whole references', () => {
    const lines = [
      '33. Ancona D, Zucca E. An algebraic approach to mixins. In: Proc Conf Algebraic Logic Programming (Berlin, 1996),',
      '37. Yoshioka M, Okada T. Synaptic inputs in the nucleus of the tractus solitarius. Neurosci Res 55:300-315. doi:',
      '8. Boman HG (1995) Peptide antibiotics and their role in innate immunity. Annu Rev Immunol 13:61-92',
      '102. Minin VN, Suchard MA (2008) Counting labeled transitions in continuous-time Markov models of evolution,',
    ];
    const { entries } = splitReferenceList(lines.join('\n'));
    expect(entries.map((entry) => entry.number)).toEqual([33, 37, 8, 102]);
    expect(entries.map((entry) => entry.text)).toEqual(lines.map((line) => line.replace(/^\d+\.\s/, '')));
  });

  it('keeps references starting with a number ("1000 Genomes", "2019-nCoV") whole, one per line', () => {
    const { entries } = splitReferenceList(MEDICINE.join('\n'));
    expect(entries.map((entry) => entry.text)).toEqual(MEDICINE);
    expect(entries.every((entry) => entry.number === undefined)).toBe(true);
  });

  it('keeps a wrapped line starting "1 E280A" inside a numbered reference wrapped at 99 columns', () => {
    const text = MEDICINE.map((ref, index) => wrapAt(`${index + 1}. ${ref}`, 99)).join('\n');
    expect(text).toContain('\n1 E280A');
    const { entries } = splitReferenceList(text);
    expect(entries.map((entry) => entry.number)).toEqual([1, 2, 3, 4, 5]);
    expect(entries.map((entry) => entry.text)).toEqual(MEDICINE);
  });
});

describe('split modes', () => {
  const pasted = `${wrapAt(LAW[2] ?? '', 50)}\n\n${LAW[0]}\n${LAW[1]}`;

  it('lines: every non-empty line is one reference', () => {
    expect(texts(pasted, 'lines')).toEqual(pasted.split('\n').filter(Boolean));
  });

  it('blank-lines: every block between blank lines is one reference, its lines joined', () => {
    expect(texts(pasted, 'blank-lines')).toEqual([LAW[2], `${LAW[0]} ${LAW[1]}`]);
  });

  it('auto is the default', () => {
    expect(texts(pasted, 'auto')).toEqual(texts(pasted));
    expect(texts(pasted)).toEqual([LAW[2], LAW[0], LAW[1]]);
  });

  it('an unknown mode is read as auto with a warning, never thrown', () => {
    const result = splitReferenceList(pasted, { split: 'paragraphs' as 'auto' });
    expect(result.entries.map((entry) => entry.text)).toEqual(texts(pasted));
    expect(result.warnings).toEqual([
      expect.objectContaining({ message: expect.stringContaining('paragraphs') }),
    ]);
  });

  it('is an option of readText and readReferences (text only)', () => {
    expect(readText(pasted, { split: 'lines' }).items).toHaveLength(4);
    expect(readReferences(pasted, 'text', { split: 'blank-lines' }).items).toHaveLength(2);
    expect(readReferences(pasted, undefined, { split: 'lines' }).items).toHaveLength(4);
    expect(readReferences(pasted).items.map((item) => item.source)).toEqual([LAW[2], LAW[0], LAW[1]]);
  });
});
