import type { TemplateItem } from '@galley/contracts';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusLoader } from '../../../components/status-loader.tsx';
import { useDeleteCheck } from './template-queries.ts';
import { useDrawerErrorText } from './use-drawer-error-text.ts';
import { useTemplateMutations } from './use-template-mutations.ts';

/**
 * Asks before deleting. A dry run (`commit: false`) first says how many items a folder takes with it, and
 * whether a journal template uses one of them (then it cannot be deleted: spec §4, §8).
 */
export function DeleteDialog({ item, onClose }: { item: TemplateItem; onClose: () => void }) {
  const { t } = useTranslation('template-drawer');
  const errorText = useDrawerErrorText();
  const { remove } = useTemplateMutations();
  const check = useDeleteCheck(item.template_id);
  const [failure, setFailure] = useState<string | undefined>();
  const count = check.data?.deleted.length;
  const error = failure ?? (check.isError ? errorText(check.error) : undefined);
  const isFolder = item.template_type === 'folder';
  const confirm = () =>
    remove.mutate(item.template_id, {
      onSuccess: onClose,
      onError: (refusal) => setFailure(errorText(refusal)),
    });
  return (
    <Modal
      opened
      onClose={onClose}
      title={t(isFolder ? 'delete.folderTitle' : 'delete.templateTitle')}
      centered
      closeButtonProps={{ 'aria-label': t('dialog.close') }}
    >
      <Stack>
        <Text size="sm">{t('delete.question', { name: item.name })}</Text>
        {isFolder && count !== undefined && count > 1 && (
          <Text size="sm">{t('delete.folderContents', { count: count - 1 })}</Text>
        )}
        {check.isPending && <StatusLoader size="xs" label={t('state.loading')} />}
        {error && (
          <Alert color="red" variant="light" data-testid="delete-refused">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('dialog.cancel')}
          </Button>
          <Button
            color="red"
            onClick={confirm}
            loading={remove.isPending}
            disabled={count === undefined || Boolean(error)}
          >
            {t('delete.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
