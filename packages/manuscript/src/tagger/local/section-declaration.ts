import type { StepValue } from '@galley/contracts';
import { paragraphDeclaration } from '../declaration-paragraph.ts';
import type { Section } from './local-tagging.ts';

// Which declarations a paragraph may be depends on the section it sits in, back matter above all.
/**
 * A paragraph that is a declaration (funding under "Acknowledgements", a data statement closing the
 * discussion) takes that step wherever it sits; in the methods it stays methods text as well.
 * Not in the back matter: a supplement's "data are available at …" is the appendix.
 * An appendix ends where statements begin: a competing-interests or funding paragraph after it is not part of it,
 * and once the authors' statements have begun there (`appendixClosed`), a data statement is the data availability too.
 */
export function sectionDeclaration(
  text: string,
  section: Section,
  appendixClosed = false,
): StepValue | undefined {
  const backDeclaration = section === 'back.appendix' ? paragraphDeclaration(text, section) : undefined;
  return section.startsWith('back.')
    ? backDeclaration === 'declaration.data_availability' && !appendixClosed
      ? undefined
      : backDeclaration
    : paragraphDeclaration(text, section);
}
