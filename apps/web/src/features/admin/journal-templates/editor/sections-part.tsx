import type { BodySection, TitlePage } from '@galley/contracts';
import { useState } from 'react';
import { keySections, toBodySections } from '../rules/section-keys.ts';
import { type DraftSection, unplacedSteps } from '../rules/section-order.ts';
import { BODY_STEPS } from '../rules/step-rules.ts';
import { SectionsEditor } from './sections-editor.tsx';

/**
 * Keeps the sections' drag keys while they are edited (the contract's sections have none) and hands the
 * contract's shape up on every change. Remounted per scope, so each scope starts from its own sections.
 */
export function SectionsPart({
  value,
  titlePage,
  onChange,
}: {
  value: readonly BodySection[];
  titlePage: TitlePage | undefined;
  onChange: (sections: BodySection[]) => void;
}) {
  const [sections, setSections] = useState<DraftSection[]>(() => keySections(value));
  const unplaced = unplacedSteps(sections, titlePage?.items ?? [], BODY_STEPS);
  return (
    <SectionsEditor
      sections={sections}
      unplaced={unplaced}
      onChange={(next) => {
        setSections(next);
        onChange(toBodySections(next));
      }}
    />
  );
}
