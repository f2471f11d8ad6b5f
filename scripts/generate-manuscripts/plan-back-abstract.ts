import type { LabelledAbstract } from '../manuscript/read-labelled-abstracts.ts';
import { abstractProse } from './abstract-prose.ts';
import { para } from './generated-document.ts';
import { affiliation, people } from './names.ts';
import type { PlanContext } from './plan-context.ts';

/**
 * The English title page and abstract that Chinese and Korean journals print after the reference list: the title,
 * byline and affiliations (tagged as nothing: the manuscript's own are on its first page), then "Abstract: …" as
 * one paragraph whose sentences are the abstract's parts, and the keywords.
 */
export function planBackAbstract(ctx: PlanContext, source: LabelledAbstract, title: string): void {
  const { random } = ctx;
  ctx.push(para('', [], { runs: [{ text: title, bold: true }] }));
  const authors = people(random, random.int(2, 4));
  ctx.push(para(authors.map((person, i) => `${person.byline}${i + 1}`).join(', '), []));
  authors.forEach((_, i) => {
    ctx.push(
      para('', [], { runs: [{ text: `${i + 1}`, superscript: true }, { text: affiliation(random) }] }),
    );
  });
  const label = 'Abstract: ';
  const { text, sentenceParts } = abstractProse(source, label);
  const runs = [{ text: label, bold: true }, { text }];
  ctx.push(para('', [], { sentenceParts, runs }));
  const words = random.pickMany(['urban heat', 'land cover', 'soil carbon', 'survey', 'cohort'], 3);
  ctx.push(para(`Key words: ${words.join('; ')}`, ['abstract.keywords']));
}
