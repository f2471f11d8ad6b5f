import type { TemplateItem } from '@galley/contracts';
import { Alert, Anchor, Breadcrumbs, Button, Group, Modal, NavLink, Stack, Text } from '@mantine/core';
import { IconFolder } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusLoader } from '../../../components/status-loader.tsx';
import { useDrawerContext } from './drawer-context.ts';
import { useFolderChoices } from './template-queries.ts';
import { useDrawerErrorText } from './use-drawer-error-text.ts';
import { useTemplateMutations } from './use-template-mutations.ts';

/**
 * "Move to…": the keyboard's (and the phone's) way to move an item. Walk the folders from the top level
 * (the server leaves out the item and, for a folder, everything inside it), then move it here.
 */
export function MoveDialog({ item, onClose }: { item: TemplateItem; onClose: () => void }) {
  const { t } = useTranslation('template-drawer');
  const errorText = useDrawerErrorText();
  const [parentId, setParentId] = useState<string | null>(null);
  const choices = useFolderChoices(parentId, item.template_id);
  const { move } = useTemplateMutations();
  const drawer = useDrawerContext();
  const here = parentId === item.parent_id;
  const path = choices.data?.path ?? [];
  const crumbs = [{ template_id: null as string | null, name: t('root.label') }, ...path];
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('move.title', { name: item.name })}
      centered
      closeButtonProps={{ 'aria-label': t('dialog.close') }}
    >
      <Stack gap="sm">
        <Breadcrumbs aria-label={t('move.path')} separatorMargin={4}>
          {crumbs.map((crumb, index) =>
            index === crumbs.length - 1 ? (
              <Text key={crumb.template_id ?? 'root'} size="sm" fw={600} aria-current="location">
                {crumb.name}
              </Text>
            ) : (
              <Anchor
                key={crumb.template_id ?? 'root'}
                component="button"
                size="sm"
                onClick={() => setParentId(crumb.template_id)}
              >
                {crumb.name}
              </Anchor>
            ),
          )}
        </Breadcrumbs>
        {choices.isPending && <StatusLoader size="xs" label={t('state.loading')} />}
        {choices.isError && <Alert color="red">{errorText(choices.error)}</Alert>}
        {choices.data && choices.data.results.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('move.noFolders')}
          </Text>
        )}
        <div>
          {choices.data?.results.map((folder) => (
            <NavLink
              key={folder.template_id}
              component="button"
              label={folder.name}
              leftSection={<IconFolder size={16} aria-hidden />}
              aria-label={t('move.enter', { name: folder.name })}
              onClick={() => setParentId(folder.template_id)}
            />
          ))}
        </div>
        {move.isError && <Alert color="red">{errorText(move.error)}</Alert>}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('dialog.cancel')}
          </Button>
          <Button
            disabled={here}
            loading={move.isPending}
            onClick={() =>
              move.mutate(
                { id: item.template_id, folderId: parentId },
                {
                  onSuccess: () => {
                    drawer.reveal(parentId);
                    onClose();
                  },
                },
              )
            }
          >
            {here ? t('move.alreadyHere') : t('move.here')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
