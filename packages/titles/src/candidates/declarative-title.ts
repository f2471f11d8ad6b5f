import { effectClause } from '../abstract/effect-clause.ts';
import { aimObject } from './aim-title.ts';
import { shortenTitle } from './shorten-title.ts';
import { capitalise, type DraftTitle, type TitleContext } from './title-context.ts';

const FUTURE = /\bwill\b/i;

/**
 * The finding stated as the title ("X is associated with Y"), from the conclusion. Flagged as an overclaim when the
 * abstract reports no finding (a protocol, a design): the author should see that it says more than the abstract.
 */
export function declarativeTitle(context: TitleContext): DraftTitle | undefined {
  if (!context.english) return undefined;
  const stated = context.conclusion && !FUTURE.test(context.conclusion) ? context.conclusion : undefined;
  // A study that has found nothing yet (a protocol) has no conclusion to state: the aim's claim stands in, flagged.
  const effect = context.aim && effectClause(aimObject(context.aim.clause));
  if (!stated && effect) {
    const setting = effect.setting ? ` in ${effect.setting}` : '';
    const title = shortenTitle(`${effect.exposure} affects ${effect.outcome}${setting}`, undefined, 18);
    return { title: capitalise(title), kind: 'declarative', overclaim: !context.reportsFinding };
  }
  if (!stated) return undefined;
  const clause = stated.split(/;|,\s+(?:which|whereas|while|but|although|and thus|thereby)\b/)[0] ?? '';
  const title = shortenTitle(clause, undefined, 18);
  if (title.split(/\s+/).length < 4) return undefined;
  return { title: capitalise(title), kind: 'declarative', overclaim: !context.reportsFinding };
}
