import type { StepValue } from '@galley/contracts';
import type { Section } from './local-tagging.ts';

/** A statement's section, which never runs on under another heading: a declaration or the acknowledgements. */
export function isStatementSection(section: Section | undefined): section is StepValue {
  return section !== undefined && (section.startsWith('declaration.') || section === 'main.acknowledgements');
}
