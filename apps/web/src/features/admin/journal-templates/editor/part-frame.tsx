import { Button, Fieldset, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * One part of the layout (sections, abstract, limits…) in the scope being edited. A part this scope does not
 * set is inherited: it is shown read-only with a button to give the scope its own copy; an own part of an
 * article type (or of a journal) can go back to inheriting.
 */
export function PartFrame({
  legend,
  own,
  canInherit,
  inheritedFrom,
  canCustomize,
  onCustomize,
  onInherit,
  children,
  testId,
}: {
  legend: string;
  own: boolean;
  canInherit: boolean;
  inheritedFrom: string;
  /** False while there is nothing to start a copy from (a journal template whose family is not known yet). */
  canCustomize: boolean;
  onCustomize: () => void;
  onInherit: () => void;
  children: ReactNode;
  testId: string;
}) {
  const { t } = useTranslation('admin');
  return (
    <Fieldset legend={legend} radius="md" data-testid={testId} data-own={own}>
      {!own && (
        <Group justify="space-between" gap="xs" mb="sm" wrap="wrap">
          <Text fz="sm" c="dimmed">
            {t('editor.inherited', { from: inheritedFrom })}
          </Text>
          <Button
            size="xs"
            variant="light"
            disabled={!canCustomize}
            onClick={onCustomize}
            data-testid={`${testId}-customize`}
          >
            {t('editor.customize')}
          </Button>
        </Group>
      )}
      {own && canInherit && (
        <Group justify="flex-end" mb="xs">
          {/* The label names where the part would come from, a sentence long in some languages: it wraps. */}
          <Button
            size="xs"
            variant="subtle"
            h="auto"
            py={4}
            styles={{ label: { whiteSpace: 'normal', textAlign: 'start' } }}
            onClick={onInherit}
          >
            {t('editor.useInherited', { from: inheritedFrom })}
          </Button>
        </Group>
      )}
      {children}
    </Fieldset>
  );
}
