import { describe, expect, it } from 'vitest';
import { journalHeadInTitle } from './journal-head.ts';
import { type LabelledParts, relabelledBy } from './labelled-parts.test-helper.ts';

const relabelled = relabelledBy(journalHeadInTitle);

describe('journalHeadInTitle', () => {
  it('gives the journal the head of its name left at the end of the title', () => {
    expect(
      relabelled([
        ['Coaching nurses on wards: a randomized trial Nursing', 'title'],
        ['Educ.,', 'container'],
      ]),
    ).toEqual(['title: Coaching nurses on wards: a randomized trial', 'container: Nursing Educ.,']);
    expect(
      relabelled([
        ['A shell for mail filters, Comm.', 'title'],
        ['of the ACM,', 'container'],
      ]),
    ).toEqual(['title: A shell for mail filters,', 'container: Comm. of the ACM,']);
  });

  it('takes a word the vocabulary does not know only right before an abbreviated journal', () => {
    expect(
      relabelled([
        ['Health coaching for patients: a randomized clinical trial Diabetes', 'title'],
        ['Educ., 36', 'container'],
      ]),
    ).toEqual([
      'title: Health coaching for patients: a randomized clinical trial',
      'container: Diabetes Educ., 36',
    ]);
    const sentence: LabelledParts = [
      ['Surveying ubiquitin structure by attachment of Bis(Crown) Ethers.', 'title'],
      ['Anal. Chem', 'container'],
    ];
    expect(relabelled(sentence)).toEqual([
      'title: Surveying ubiquitin structure by attachment of Bis(Crown) Ethers.',
      'container: Anal. Chem',
    ]);
  });

  it('leaves a title-case title, an initial that ends the title and a short title alone', () => {
    const titleCase: LabelledParts = [
      ['Lectures in the Course of Theoretical', 'title'],
      ['Physics', 'container'],
    ];
    expect(relabelled(titleCase)).toEqual([
      'title: Lectures in the Course of Theoretical',
      'container: Physics',
    ]);
    const initial: LabelledParts = [
      ['Trials of mitomycin C.', 'title'],
      ['American Journal of Eyes', 'container'],
    ];
    expect(relabelled(initial)).toEqual([
      'title: Trials of mitomycin C.',
      'container: American Journal of Eyes',
    ]);
  });
});
