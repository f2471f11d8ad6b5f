import { describe, expect, it } from 'vitest';
import { readSharedData } from '../test-support/shared-data.ts';
import { parseReferenceString } from './parse-reference-string.ts';

describe('parseReferenceString', () => {
  it('reads a Vancouver reference into CSL fields with confidences between 0 and 1', () => {
    const item = parseReferenceString(
      'Kamenetz F, Tomita T, Hsieh H, Seabrook G, Borchelt D, Iwatsubo T, Sisodia S, Malinow R. APP processing and synaptic function. Neuron. 2003;37(6):925-37. doi:10.1016/s0896-6273(03)00124-7. PMID: 12670422',
      'r1',
    );
    expect(item).toMatchObject({
      id: 'r1',
      type: 'article-journal',
      title: 'APP processing and synaptic function',
      'container-title': 'Neuron',
      issued: { 'date-parts': [[2003]] },
      volume: '37',
      issue: '6',
      page: '925-37',
      DOI: '10.1016/s0896-6273(03)00124-7',
      PMID: '12670422',
    });
    expect(item.author?.map((name) => name.family)).toEqual([
      'Kamenetz',
      'Tomita',
      'Hsieh',
      'Seabrook',
      'Borchelt',
      'Iwatsubo',
      'Sisodia',
      'Malinow',
    ]);
    for (const value of Object.values(item.confidence ?? {})) {
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThanOrEqual(1);
    }
    expect(item.source).toContain('Kamenetz F');
  });

  it('keeps article numbers with letters inside whole (Sci Transl Med "189ra177", PLoS "e91234")', () => {
    const stm = parseReferenceString(
      'Potter R, Patterson BW, Elbert DL, et al. Increased in vivo amyloid-beta42 production, exchange, and loss in presenilin mutation carriers. Sci Transl Med. 2013;5(189):189ra177.',
      '1',
    );
    expect(stm.page).toBe('189ra177');
    expect(stm.volume).toBe('5');
    const plos = parseReferenceString('Smith J, Doe A. A trial of things. PLoS One. 2014;9(3):e91234.', '2');
    expect(plos.page).toBe('e91234');
  });

  it('reads an author-date (APA-like) reference', () => {
    const item = parseReferenceString(
      'Patrick, G. N., Zukerberg, L., Nikolic, M., de la Monte, S., Dikkes, P. & Tsai, L. H. (1999). Conversion of p35 to p25 deregulates Cdk5 activity and promotes neurodegeneration. Nature, 402(6762), 615–622.',
      'r2',
    );
    expect(item.author?.map((name) => name.family)).toEqual([
      'Patrick',
      'Zukerberg',
      'Nikolic',
      'de la Monte',
      'Dikkes',
      'Tsai',
    ]);
    expect(item).toMatchObject({
      'container-title': 'Nature',
      volume: '402',
      issue: '6762',
      page: '615-622',
    });
    expect(item.issued?.['date-parts']?.[0]?.[0]).toBe(1999);
  });

  it('takes a journal-only citation as PubMed prints it for a journal, not for authors', () => {
    const item = parseReferenceString('J Psychiatr Res. 1975 Nov;12(3):189-98', 'r3');
    expect(item['container-title']).toBe('J Psychiatr Res');
    expect(item.author).toBeUndefined();
    expect(item.issued).toEqual({ 'date-parts': [[1975, 11]] });
  });

  it('reads reports, guidelines and web pages of public bodies with the body as one author', () => {
    expect(
      parseReferenceString(
        'World Health Organization. Global tuberculosis report 2020. Geneva: World Health Organization; 2020.',
        'r4',
      ),
    ).toMatchObject({
      type: 'book',
      author: [{ literal: 'World Health Organization' }],
      title: 'Global tuberculosis report 2020',
      'publisher-place': 'Geneva',
      issued: { 'date-parts': [[2020]] },
    });
    const guideline = parseReferenceString(
      'National Institute for Health and Care Excellence. Depression in adults: treatment and management. London: NICE; 2022.',
      'r5',
    );
    expect(guideline.author).toEqual([{ literal: 'National Institute for Health and Care Excellence' }]);
    expect(guideline).toMatchObject({ publisher: 'NICE', 'publisher-place': 'London' });
    expect(
      parseReferenceString(
        'Centers for Disease Control and Prevention. Diabetes basics. https://www.cdc.gov/diabetes/basics. Published 2021. Accessed March 3, 2022.',
        'r6',
      ),
    ).toMatchObject({
      type: 'webpage',
      author: [{ literal: 'Centers for Disease Control and Prevention' }],
      title: 'Diabetes basics',
      URL: 'https://www.cdc.gov/diabetes/basics',
    });
  });

  it('keeps an article whose title says "presented at" a journal article', () => {
    expect(
      parseReferenceString(
        'Lee K, Park S. Characteristics of children presented at the emergency department with fever. Pediatr Emerg Care. 2019;35(4):250-4.',
        'r12',
      ).type,
    ).toBe('article-journal');
  });

  it('reads books, chapters in edited books, meeting papers and preprints', () => {
    expect(
      parseReferenceString(
        'Kasper DL, Fauci AS, Hauser SL, Longo DL, Jameson JL, Loscalzo J. Harrison’s principles of internal medicine. 19th ed. New York: McGraw-Hill; 2015.',
        'r7',
      ),
    ).toMatchObject({
      type: 'book',
      title: 'Harrison’s principles of internal medicine',
      publisher: 'McGraw-Hill',
      'publisher-place': 'New York',
    });
    const chapter = parseReferenceString(
      'Phillips SJ, Whisnant JP. Hypertension and stroke. In: Laragh JH, Brenner BM, editors. Hypertension: pathophysiology, diagnosis, and management. 2nd ed. New York: Raven Press; 1995. p. 465-78.',
      'r8',
    );
    expect(chapter).toMatchObject({
      type: 'chapter',
      title: 'Hypertension and stroke',
      'container-title': 'Hypertension: pathophysiology, diagnosis, and management',
      publisher: 'Raven Press',
      page: '465-78',
    });
    expect(chapter.editor?.map((name) => name.family)).toEqual(['Laragh', 'Brenner']);
    expect(
      parseReferenceString(
        'Bryant, R. A. (2019). Post-traumatic stress disorder: a state-of-the-art review. In P. Smith (Ed.), Handbook of trauma (pp. 12–40). Oxford University Press.',
        'r9',
      ),
    ).toMatchObject({ type: 'chapter', 'container-title': 'Handbook of trauma', page: '12-40' });
    expect(
      parseReferenceString(
        'Rivera A, Chen L. Telehealth uptake after the pandemic. Paper presented at: 43rd Annual Meeting of the American Telemedicine Association; 2022 May 1-4; Boston, MA.',
        'r10',
      ),
    ).toMatchObject({ type: 'paper-conference', title: 'Telehealth uptake after the pandemic' });
    expect(
      parseReferenceString(
        'Smith J, Lee K. Machine learning for sepsis prediction. medRxiv [Preprint]. 2021 Mar 3. doi:10.1101/2021.03.01.21252345',
        'r11',
      ),
    ).toMatchObject({
      type: 'article',
      title: 'Machine learning for sepsis prediction',
      DOI: '10.1101/2021.03.01.21252345',
    });
  });

  it('reads a Chicago or MLA bibliography\'s "Family, Given." as one author', () => {
    const book = parseReferenceString(
      'Kristeva, Julia. Powers of Horror: An Essay on Abjection. New York: Columbia University Press, 1982.',
      'r12',
    );
    expect(book.author).toEqual([{ family: 'Kristeva', given: 'Julia' }]);
    expect(book).toMatchObject({ type: 'book', publisher: 'Columbia University Press' });
  });

  it('gets year, volume and first page right on most real reference strings (PubMed records as gold)', () => {
    const index = new Map(
      readSharedData('pubmed/records-index.tsv.gz')
        .toString('utf8')
        .split('\n')
        .slice(1)
        .map((row) => row.split('\t'))
        .map((cells) => [cells[0] ?? '', { year: cells[9], volume: cells[10], page: cells[12] }]),
    );
    const rows = readSharedData('references/reference-strings-with-pmid.dev.tsv.gz')
      .toString('utf8')
      .split('\n')
      .slice(1)
      .filter((_, at) => at % 40 === 0)
      .map((row) => row.split('\t'));
    let checked = 0;
    let right = 0;
    for (const [pmid, text] of rows) {
      const gold = index.get(pmid ?? '');
      if (!gold?.year || !gold.volume || !gold.page || !text) continue;
      const item = parseReferenceString(text, 'dev');
      checked += 3;
      if (String(item.issued?.['date-parts']?.[0]?.[0]) === gold.year) right++;
      if (item.volume === gold.volume) right++;
      if (item.page?.split('-')[0] === gold.page.split('-')[0]) right++;
    }
    expect(checked).toBeGreaterThan(600);
    expect(right / checked).toBeGreaterThan(0.95);
  });
});
