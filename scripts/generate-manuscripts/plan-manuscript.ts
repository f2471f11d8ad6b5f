import type { ContentPool } from './content-pool.ts';
import type { GeneratedManuscript } from './generated-document.ts';
import { drawLayout } from './layout.ts';
import { planAbstract, planSecondAbstract } from './plan-abstract.ts';
import { planAppendix, planDeclarations, planFigureLegends, planReferences } from './plan-back.ts';
import { planBackAbstract } from './plan-back-abstract.ts';
import { planBody } from './plan-body.ts';
import { PlanContext } from './plan-context.ts';
import { planFront } from './plan-front.ts';
import { resetTables } from './plan-table.ts';
import { Random } from './random.ts';

/** One manuscript from its seed: a layout drawn for the split, then its parts in the usual order. */
export function planManuscript(
  pool: ContentPool,
  seed: number,
  split: 'train' | 'heldout',
): GeneratedManuscript {
  const random = new Random(seed);
  const layout = drawLayout(random, split);
  const ctx = new PlanContext(random, layout, pool);
  resetTables();
  const source = random.pick(pool.abstracts);
  const title = random.pick(pool.rows).title.replace(/\.$/, '');
  const runningTitle = title.split(/\s+/).slice(0, random.int(3, 6)).join(' ');
  planFront(ctx, title, runningTitle);
  const headed = planAbstract(ctx, source, runningTitle);
  // Journals outside the English-speaking world print an English abstract after their own.
  const second = headed && layout.language !== 'en' && random.chance(0.4);
  if (second) planSecondAbstract(ctx, random.pick(pool.abstracts));
  planBody(ctx);
  if (layout.appendix === 'before-references') planAppendix(ctx);
  planDeclarations(ctx);
  planReferences(ctx);
  // Chinese and Korean journals print the English title page and abstract after the references instead.
  const cjk = layout.language === 'zh' || layout.language === 'ko' || layout.language === 'ja';
  if (cjk && !second && layout.appendix !== 'after-references' && random.chance(0.6))
    planBackAbstract(ctx, random.pick(pool.abstracts), title);
  if (layout.appendix === 'after-references') planAppendix(ctx);
  planFigureLegends(ctx);
  const name = `${split}-${String(seed).padStart(6, '0')}-${layout.family.replace('/', '-')}-${layout.language}`;
  return { name, family: layout.family, blocks: ctx.blocks };
}
