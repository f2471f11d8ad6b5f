import type { StepValue } from '@galley/contracts';
import { para } from './generated-document.ts';
import type { PlanContext } from './plan-context.ts';
import { captionWord } from './section-words.ts';

let tableNumber = 0;

/** Resets the table count at the start of a manuscript. */
export function resetTables(): void {
  tableNumber = 0;
}

/** A table with its title above, below or over two lines, and sometimes notes below. */
export function planTable(ctx: PlanContext, _section: StepValue[], prefix = ''): void {
  const { random, layout } = ctx;
  tableNumber++;
  const local = captionWord(layout.language, 'table');
  const word = local && random.chance(0.6) ? local : random.pick(['Table', 'Table', 'TABLE', 'Tab.']);
  const label = `${word} ${prefix}${tableNumber}`;
  const caption = random.pick([
    'Characteristics of the study sample',
    'Model estimates by region and period',
    'Summary of genetic diversity indices',
    'Classification accuracy of the land-cover maps',
    'Sampling effort and detections per site',
  ]);
  const title = () => para(`${label}${random.pick(['. ', ': ', ' '])}${caption}`, ['table.title']);
  if (layout.tableTitle === 'above') ctx.push(title());
  if (layout.tableTitle === 'two-line') {
    ctx.push(para(label, ['table.title'], { runs: [{ text: label, bold: true }] }));
    ctx.push(para(caption, ['table.title'], { runs: [{ text: caption, italic: true }] }));
  }
  const columns = random.int(3, 5);
  const rows = [['Variable', ...Array.from({ length: columns - 1 }, (_, i) => `Group ${i + 1}`)]];
  for (let r = random.int(2, 5); r > 0; r--)
    rows.push([
      random.pick(['Age', 'Sex', 'Site', 'Year', 'Elevation', 'Income']),
      ...Array.from({ length: columns - 1 }, () => `${random.int(1, 99)}.${random.int(0, 9)}`),
    ]);
  ctx.push({ kind: 'table', rows });
  if (layout.tableTitle === 'below') ctx.push(title());
  if (random.chance(0.5))
    ctx.push(
      para(
        random.pick([
          'Note: Values are means ± SD.',
          'Abbreviations: SD, standard deviation; CI, confidence interval.',
          '* p < 0.05; ** p < 0.01.',
        ]),
        ['table.annotation'],
      ),
    );
}
