import { Button, Group, SegmentedControl, Stack, Text, Textarea } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconChecks } from '@tabler/icons-react';
import { useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { countReferences, type SplitMode } from './count-references.ts';
import { ReferenceCountLine } from './reference-count-line.tsx';
import type { ReferenceDraft } from './reference-draft.ts';

/**
 * Step 1 by pasting: the list, its live count, the split mode (when the server takes one), Check. The
 * page holds the list (`draft`), so it outlives this tab's panel.
 */
export function TextInputPanel({
  busy,
  draft: { text, split },
  onDraftChange,
  onSubmit,
  onProblem,
}: {
  busy: boolean;
  draft: ReferenceDraft;
  onDraftChange: (change: Partial<ReferenceDraft>) => void;
  onSubmit: (text: string, split: SplitMode) => void;
  onProblem: (messageKey: string | null) => void;
}) {
  const { t } = useTranslation('references');
  const countId = useId();
  // The splitter is linear, but a 250-reference paste is 60 KB: count after typing pauses.
  const [settled] = useDebouncedValue(text, 200);
  const count = useMemo(() => countReferences(settled, split), [settled, split]);

  // A list refused before sending marks the box invalid and takes the focus there, where the fix is typed.
  const box = useRef<HTMLTextAreaElement>(null);
  const [invalid, setInvalid] = useState(false);
  const refuse = (messageKey: string) => {
    setInvalid(true);
    box.current?.focus();
    onProblem(messageKey);
  };
  const submit = () => {
    if (text.trim() === '') return refuse('errors.emptyText');
    if (countReferences(text, split).found === 0) return refuse('errors.noReferences');
    onSubmit(text, split);
  };

  return (
    <Stack gap="sm">
      <Textarea
        label={t('input.text.label')}
        description={t('input.text.description')}
        placeholder={t('input.text.placeholder')}
        autosize
        minRows={8}
        maxRows={18}
        value={text}
        ref={box}
        error={invalid}
        onChange={(event) => {
          onDraftChange({ text: event.currentTarget.value });
          setInvalid(false);
          onProblem(null);
        }}
        aria-describedby={countId}
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 13 } }}
        data-testid="reference-text"
      />
      <ReferenceCountLine count={count} id={countId} />
      <Stack gap={4}>
        <Text fz="sm" fw={500} id={`${countId}-split`}>
          {t('input.text.splitLabel')}
        </Text>
        <SegmentedControl
          aria-labelledby={`${countId}-split`}
          value={split}
          onChange={(value) => onDraftChange({ split: value as SplitMode })}
          data={[
            { value: 'auto', label: t('input.text.split.auto') },
            { value: 'lines', label: t('input.text.split.lines') },
            { value: 'blank-lines', label: t('input.text.split.blankLines') },
          ]}
        />
      </Stack>
      <Group justify="flex-end">
        <Button
          leftSection={<IconChecks size={18} />}
          loading={busy}
          onClick={submit}
          data-testid="reference-submit"
        >
          {t('input.submit')}
        </Button>
      </Group>
    </Stack>
  );
}
