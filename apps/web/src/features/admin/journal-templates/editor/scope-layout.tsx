import type { ArticleTemplate, JournalTemplateDefinition } from '@galley/contracts';
import { Fieldset, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { shownPart } from '../state/family-part.ts';
import {
  effectivePart,
  isOwnPart,
  setPart,
  type TemplatePart,
  type TemplateScope,
} from '../state/template-scope.ts';
import { AbstractEditor } from './abstract-editor.tsx';
import { CitationsEditor } from './citations-editor.tsx';
import { FamilyNote } from './family-note.tsx';
import { LimitsEditor } from './limits-editor.tsx';
import { PartFrame } from './part-frame.tsx';
import { SectionsPart } from './sections-part.tsx';
import { TitlePageEditor } from './title-page-editor.tsx';
import type { JournalFamily } from './use-journal-family.ts';

/**
 * The layout of one scope, part by part. A part the scope inherits is shown disabled with its inherited value: the
 * base's, or for a journal template the part of its journal's family (`family`), which customizing starts from.
 */
export function ScopeLayout({
  definition,
  scope,
  family,
  onChange,
}: {
  definition: JournalTemplateDefinition;
  scope: TemplateScope;
  family: JournalFamily;
  onChange: (definition: JournalTemplateDefinition) => void;
}) {
  const { t } = useTranslation('admin');
  const familyBase = definition.kind === 'family' && scope === 'base';
  const shown = <P extends TemplatePart>(part: P) => shownPart(definition, scope, part, family.parts);
  const inheritedKey = `${family.layout?.key ?? 'none'}-${family.journalId ?? ''}`;
  const inheritedFrom = (part: TemplatePart) => {
    if (scope !== 'base' && effectivePart(definition, 'base', part) !== undefined)
      return t('editor.fromBase');
    // The converter takes a journal's citations and preset from its own CSL data, not from its family.
    if (part === 'citations' && definition.kind === 'journal') return t('editor.fromJournalStyle');
    const name = family.layout?.name;
    return name ? t('editor.fromNamedFamily', { family: name }) : t('editor.fromFamily');
  };
  const frame = <P extends TemplatePart>(
    part: P,
    legend: string,
    render: (value: ArticleTemplate[P], set: (value: ArticleTemplate[P]) => void) => React.ReactNode,
  ) => {
    const own = isOwnPart(definition, scope, part);
    const value = shown(part);
    const set = (next: ArticleTemplate[P]) => onChange(setPart(definition, scope, part, next));
    return (
      <PartFrame
        key={`${scope}-${part}`}
        legend={legend}
        own={own}
        canInherit={!familyBase}
        inheritedFrom={inheritedFrom(part)}
        canCustomize={value !== undefined}
        onCustomize={() => value !== undefined && set(value)}
        onInherit={() => onChange(setPart(definition, scope, part, undefined))}
        testId={`part-${part}`}
      >
        {value !== undefined && (
          // Remounted when the part becomes own, and when the journal (so the family) it is shown from changes.
          <Fieldset key={own ? 'own' : `from-${inheritedKey}`} variant="unstyled" disabled={!own} p={0} m={0}>
            {render(value, set)}
          </Fieldset>
        )}
      </PartFrame>
    );
  };
  return (
    <Stack gap="md" data-testid="scope-layout" data-scope={scope} data-family={family.layout?.key}>
      <FamilyNote family={family} />
      {frame('sections', t('editor.parts.sections'), (value, set) => (
        <SectionsPart key={scope} value={value} onChange={set} titlePage={shown('titlePage')} />
      ))}
      {frame('abstract', t('editor.parts.abstract'), (value, set) => (
        <AbstractEditor value={value} onChange={set} />
      ))}
      {frame('titlePage', t('editor.parts.titlePage'), (value, set) => (
        <TitlePageEditor value={value} onChange={set} />
      ))}
      {frame('limits', t('editor.parts.limits'), (value, set) => (
        <LimitsEditor value={value} onChange={set} />
      ))}
      {frame('citations', t('editor.parts.citations'), (value, set) => (
        <>
          <CitationsEditor
            style={value.style}
            onStyle={(style) => set({ style })}
            preset={shown('referencePreset') ?? ''}
            onPreset={(preset) => onChange(setPart(definition, scope, 'referencePreset', preset))}
          />
          {family.familyReferenceTemplate && (
            <Text fz="sm" c="orange.9" mt="xs" data-testid="family-reference-template">
              {t('editor.familyReferenceTemplate')}
            </Text>
          )}
        </>
      ))}
    </Stack>
  );
}
