import type { GenParagraph, Run } from './generated-document.ts';
import { para } from './generated-document.ts';
import { affiliation, email, orcid, people } from './names.ts';
import { hasNativeTitlePage, nativeAffiliation, nativeListMark, nativePeople } from './names-cjk.ts';
import type { PlanContext } from './plan-context.ts';
import type { Language } from './section-words.ts';

// "and" before the last name, in the languages the headings are written in.
const AND: Partial<Record<Language, string>> = { es: ' y ', pt: ' e ', fr: ' et ', de: ' und ' };

/** The title page: title, running title, authors with their marks, affiliations, correspondence, ORCIDs. */
export function planFront(ctx: PlanContext, title: string, runningTitle: string): void {
  const { random, layout } = ctx;
  // A manuscript in Korean, Chinese or Japanese often names its authors and institutions in that script.
  const native = hasNativeTitlePage(layout.language) && random.chance(0.5);
  const count = random.int(2, 6);
  const authors = native ? nativePeople(random, layout.language, count) : people(random, count);
  const places = Array.from({ length: random.int(1, 3) }, () =>
    native ? nativeAffiliation(random, layout.language) : affiliation(random),
  );
  const marks = layout.titlePage !== 'apa' && places.length > 1;
  const labelled = layout.titlePage === 'labelled';
  const label = (text: string, step: GenParagraph['steps'][number]) =>
    ctx.push(para(text, [step], { runs: [{ text, bold: true }] }));
  if (random.chance(0.2)) ctx.push(para(ctx.words('articleType'), []));
  if (layout.runningTitle === 'top') running(ctx, runningTitle);
  if (labelled) label(random.pick(['Title', 'Article title', 'Full title']), 'front.title');
  const titleRuns: Run[] = [
    { text: title, bold: random.chance(0.6), ...(random.chance(0.5) ? { size: 32 } : {}) },
  ];
  // Some titles are broken over two lines by hand: the second half is a paragraph of its own.
  const words = title.split(' ');
  const cut = words.length > 8 && random.chance(0.2) ? Math.ceil(words.length / 2) : words.length;
  const [head, rest] = [words.slice(0, cut).join(' '), words.slice(cut).join(' ')];
  const look = titleRuns[0] as Run;
  ctx.push({
    kind: 'paragraph',
    runs: [{ ...look, text: head }],
    steps: ['front.title'],
    center: random.chance(0.5),
    ...(random.chance(0.3) ? { style: 'Title' } : {}),
  });
  if (rest) ctx.push({ kind: 'paragraph', runs: [{ ...look, text: rest }], steps: ['front.title'] });
  if (random.chance(0.2))
    ctx.push(para(random.pick(['August 12, 2020', 'Submitted: 3 March 2021', '14/05/2019']), []));
  if (layout.runningTitle === 'after-title') running(ctx, runningTitle);
  if (labelled) label(random.pick(['Authors', 'Author information']), 'front.authors');
  const byline: Run[] = [];
  // Springer's bylines set a spaced middle dot between the names.
  const dotted = !native && random.chance(0.15);
  // Elsevier's and many Spanish journals' marks are letters ("Fernández-López^a,*^").
  const letters = marks && !native && random.chance(0.25);
  const placeMark = (i: number) => (letters ? String.fromCharCode(97 + i) : String(i + 1));
  const and = AND[layout.language] ?? ' and ';
  authors.forEach((person, i) => {
    if (i && native) byline.push({ text: nativeListMark(layout.language) });
    else if (i && dotted) byline.push({ text: ' · ' });
    else if (i) byline.push({ text: i === authors.length - 1 && random.chance(0.5) ? and : ', ' });
    byline.push({ text: person.byline });
    const place = marks ? placeMark(i % places.length) : '';
    const mark = `${place}${i === 0 ? `${letters ? ',' : ''}*` : ''}`;
    if (mark) byline.push({ text: mark, superscript: true });
  });
  // Trials and consortia sign as a group after the people.
  if (!native && random.chance(0.1))
    byline.push({
      text: random.pick([
        ', on behalf of the REACH Study Group',
        ' and the ABC Consortium',
        ', for the SNOW Investigators',
      ]),
    });
  ctx.push({ kind: 'paragraph', runs: byline, steps: ['front.authors'], center: random.chance(0.5) });
  if (labelled && random.chance(0.5)) label('Affiliations', 'front.affiliations');
  places.forEach((place, i) => {
    const runs: Run[] = marks
      ? [{ text: placeMark(i), superscript: true }, { text: `${letters ? ' ' : ''}${place}` }]
      : [{ text: place }];
    ctx.push({ kind: 'paragraph', runs, steps: ['front.affiliations'] });
  });
  // APA 7's author note: its heading, ORCIDs as "Name link", a disclosure, then the correspondence.
  const authorNote = layout.titlePage === 'apa' && !native && random.chance(0.5);
  if (authorNote) {
    ctx.push(para('Author Note', [], { runs: [{ text: 'Author Note', bold: true }], center: true }));
    for (const person of authors.slice(0, random.int(1, 2)))
      ctx.push(para(`${person.first} ${person.last} ${orcid(random)}`, ['front.authors']));
    ctx.push(
      para(
        random.pick([
          'We have no known conflict of interest to disclose.',
          'The authors declare no competing interests.',
        ]),
        ['declaration.conflicts_of_interest'],
      ),
    );
  } else if (layout.orcid)
    for (const person of authors.slice(0, 2))
      ctx.push(
        para(`ORCID: ${native ? person.byline : `${person.first} ${person.last}`} ${orcid(random)}`, [
          'front.authors',
        ]),
      );
  const lead = authors[0];
  if (lead) {
    if (labelled) label(random.pick(['Corresponding author', 'Correspondence']), 'front.correspondence');
    const details = `${native ? lead.byline : `${lead.first} ${lead.last}`}, ${places[0]}. E-mail: ${email(lead)}`;
    const text =
      layout.titlePage === 'apa'
        ? `Correspondence concerning this article should be addressed to ${details}`
        : labelled
          ? details
          : `${random.pick(['*Corresponding author: ', '*Correspondence: ', 'Corresponding author. '])}${details}`;
    ctx.push(para(text, ['front.correspondence']));
  }
}

/** The running title: a label with the text after it, or the label on a line of its own. */
export function running(ctx: PlanContext, runningTitle: string): void {
  const label = ctx.random.pick([
    'Running title',
    'Running head',
    'Short title',
    'Running Title',
    'RUNNING HEAD',
  ]);
  if (ctx.layout.titlePage === 'labelled' && ctx.random.chance(0.5)) {
    ctx.push(para(label, ['front.running_title'], { runs: [{ text: label, bold: true }] }));
    ctx.push(para(runningTitle, ['front.running_title']));
    return;
  }
  const text = `${label}${ctx.random.pick([': ', ': ', ' – '])}${ctx.layout.titlePage === 'apa' ? runningTitle.toUpperCase() : runningTitle}`;
  ctx.push(para(text, ['front.running_title']));
}
