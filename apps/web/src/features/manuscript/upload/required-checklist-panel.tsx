import { Checkbox, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ChecklistItem } from './required-checklist.ts';

/** The required items as checkboxes (spec §5: the author confirms every required item exists). */
export function RequiredChecklistPanel({
  items,
  setNames,
  ticked,
  loading,
  onToggle,
  onAll,
}: {
  items: readonly ChecklistItem[];
  setNames: Record<string, string>;
  ticked: ReadonlySet<string>;
  loading: boolean;
  onToggle: (step: string, checked: boolean) => void;
  onAll: (checked: boolean) => void;
}) {
  const { t } = useTranslation('manuscript');
  const done = items.filter((item) => ticked.has(item.step)).length;
  const all = items.length > 0 && done === items.length;
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} data-testid="required-checklist">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {t('upload.checklist.title')}
        </Title>
        <Text fz="sm" c="dimmed">
          {t('upload.checklist.description')}
        </Text>
        {loading ? (
          <Text fz="sm" role="status">
            <Loader size="xs" mr="xs" />
            {t('upload.checklist.loading')}
          </Text>
        ) : (
          <>
            <Checkbox
              label={t('upload.checklist.all')}
              checked={all}
              indeterminate={done > 0 && !all}
              onChange={(event) => onAll(event.currentTarget.checked)}
              fw={600}
              data-testid="checklist-all"
            />
            {[...new Set(items.map((item) => item.set))].map((set) => (
              <Stack key={set} gap={8} pl={{ base: 'sm', sm: 'lg' }}>
                {setNames[set] && (
                  <Text fz="sm" fw={600} c="dimmed" id={`checklist-set-${set}`}>
                    {setNames[set]}
                  </Text>
                )}
                <Stack
                  gap={8}
                  component="ul"
                  m={0}
                  p={0}
                  style={{ listStyle: 'none' }}
                  aria-labelledby={setNames[set] ? `checklist-set-${set}` : undefined}
                >
                  {items
                    .filter((item) => item.set === set)
                    .map((item) => (
                      <li key={item.step}>
                        <Checkbox
                          label={item.name}
                          checked={ticked.has(item.step)}
                          onChange={(event) => onToggle(item.step, event.currentTarget.checked)}
                          data-testid={`checklist-item-${item.step}`}
                        />
                      </li>
                    ))}
                </Stack>
              </Stack>
            ))}
            <Text fz="sm" c="dimmed" aria-live="polite" data-testid="checklist-progress">
              {t('upload.checklist.progress', { done, total: items.length })}
            </Text>
          </>
        )}
      </Stack>
    </Paper>
  );
}
