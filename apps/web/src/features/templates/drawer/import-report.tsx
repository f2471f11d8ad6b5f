import { Alert, Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { cslWarningKey } from './csl-warning-key.ts';
import type { ImportOutcome } from './import-outcome.ts';

/** After a CSL import: the template made (or why none was), and each thing that could not be carried over. */
export function ImportReport({ outcome, onClose }: { outcome: ImportOutcome; onClose: () => void }) {
  const { t } = useTranslation('template-drawer');
  const title = outcome.template ? t('import.doneTitle') : t('import.failedTitle');
  return (
    <Modal
      opened
      onClose={onClose}
      title={title}
      centered
      closeButtonProps={{ 'aria-label': t('dialog.close') }}
    >
      <Stack gap="sm" data-testid="import-report">
        {outcome.template ? (
          <Text size="sm">{t('import.done', { name: outcome.template.name, file: outcome.fileName })}</Text>
        ) : (
          <Alert color="red" variant="light">
            {outcome.error}
          </Alert>
        )}
        {outcome.warnings.length > 0 && (
          <>
            <Text size="sm" fw={600}>
              {t('import.notMapped', { count: outcome.warnings.length })}
            </Text>
            <List size="sm" spacing={4}>
              {outcome.warnings.map((warning, index) => {
                const { key, detail } = cslWarningKey(warning);
                // biome-ignore lint/suspicious/noArrayIndexKey: the same warning may repeat; the list never reorders
                return <List.Item key={index}>{t(key, { detail })}</List.Item>;
              })}
            </List>
          </>
        )}
        {outcome.template && outcome.warnings.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('import.allMapped')}
          </Text>
        )}
        <Group justify="flex-end">
          <Button onClick={onClose}>{t('dialog.ok')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
