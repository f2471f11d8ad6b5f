import { describe, expect, it } from 'vitest';
import { readDocx } from '../read-docx.ts';
import { buildDocx, p } from '../test-support/build-docx.ts';
import { RUNNING_TEMPLATE } from './fixture-templates.ts';
import { convertSmall } from './test-support/convert-small.ts';

// Nothing the author tagged may vanish without the report saying so (issue 15): a title page that has no place for
// a tagged front-matter step (many journals take the running title in their submission form, not the manuscript).
describe('front-matter steps the title page has no place for', () => {
  const manuscript = readDocx(
    buildDocx({
      body: [
        p('Rain and growth of hill plots'),
        p('Running title: Rain and growth'),
        p('Ana Lima, Ben Ode'),
        p('Correspondence: ana@example.org'),
        p('Introduction'),
        p('Plots grow in wet years.'),
      ].join(''),
    }),
  );

  it('are named in the compliance report as left out; the steps the page places are not', async () => {
    const { report } = await convertSmall(
      manuscript,
      [
        ['front.title', ['Rain and growth']],
        ['front.running_title', ['Running title']],
        ['front.authors', ['Ana Lima']],
        ['front.correspondence', ['Correspondence']],
        ['main.introduction', ['Introduction', 'Plots grow']],
      ],
      RUNNING_TEMPLATE,
    );
    const omitted = report.changes.filter((c) => c.kind === 'omitted').map((c) => c.detail);
    expect(omitted.filter((d) => /title page has no place/.test(d))).toEqual([
      "Running title tagged, but this journal's title page has no place for it: left out.",
      "Correspondence tagged, but this journal's title page has no place for it: left out.",
    ]);
  });
});
