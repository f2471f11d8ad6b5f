import { leadingLabel } from './leading-label.ts';

/** "Keywords: …", "Palabras clave: …", "关键词：…": the keywords line that closes an abstract. */
export function isKeywordsLine(text: string): boolean {
  const label = leadingLabel(text);
  return (
    /^\s*key ?words?\s*[:：]/i.test(text) ||
    (label?.target.kind === 'step' && label.target.step === 'abstract.keywords')
  );
}

/** "Keywords:" with nothing after it: the keywords follow on lines of their own, as editorial systems write them. */
export function isKeywordsLabelOnly(text: string): boolean {
  const label = leadingLabel(text);
  return (
    label?.target.kind === 'step' &&
    label.target.step === 'abstract.keywords' &&
    !text.slice(label.textStart).trim()
  );
}
