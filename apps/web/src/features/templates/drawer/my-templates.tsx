import type { TemplateItem } from '@galley/contracts';
import { Button, CloseButton, Group, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconFilePlus, IconFolderPlus, IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DrawerContext, type DrawerContextValue } from './drawer-context.ts';
import type { DrawerDialog } from './drawer-dialog.ts';
import { DrawerDialogs } from './drawer-dialogs.tsx';
import { DrawerDnd } from './drawer-dnd.tsx';
import { FolderLevel } from './folder-level.tsx';
import { ImportCsl } from './import-csl.tsx';
import { RootDrop } from './root-drop.tsx';
import { useNotifyDrawerError } from './use-notify-drawer-error.ts';
import { useTemplateMutations } from './use-template-mutations.ts';

/** "My templates": search, new folder / template, import, and the tree with drag and drop. */
export function MyTemplates({ onOpenTemplate }: { onOpenTemplate: (template: TemplateItem) => void }) {
  const { t } = useTranslation('template-drawer');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [dialog, setDialog] = useState<DrawerDialog | undefined>();
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const { move } = useTemplateMutations();
  const notifyError = useNotifyDrawerError();
  const context = useMemo<DrawerContextValue>(
    () => ({
      openTemplate: onOpenTemplate,
      showDialog: setDialog,
      isExpanded: (id) => expanded.has(id),
      toggleFolder: (id) =>
        setExpanded((open) => {
          const next = new Set(open);
          if (!next.delete(id)) next.add(id);
          return next;
        }),
      reveal: (id) => {
        if (id) setExpanded((open) => (open.has(id) ? open : new Set(open).add(id)));
      },
    }),
    [expanded, onOpenTemplate],
  );
  return (
    <DrawerContext.Provider value={context}>
      <Stack gap="sm">
        <TextInput
          placeholder={t('toolbar.searchPlaceholder')}
          aria-label={t('toolbar.search')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          rightSection={
            search ? (
              <CloseButton size="sm" aria-label={t('toolbar.clearSearch')} onClick={() => setSearch('')} />
            ) : null
          }
          data-testid="drawer-search"
        />
        <Group gap="xs">
          <Button
            size="xs"
            variant="default"
            leftSection={<IconFolderPlus size={14} aria-hidden />}
            onClick={() => setDialog({ kind: 'create', type: 'folder', parentId: null })}
          >
            {t('toolbar.newFolder')}
          </Button>
          <Button
            size="xs"
            variant="default"
            leftSection={<IconFilePlus size={14} aria-hidden />}
            onClick={() => setDialog({ kind: 'create', type: 'template', parentId: null })}
          >
            {t('toolbar.newTemplate')}
          </Button>
          <ImportCsl />
        </Group>
        <DrawerDnd
          onMove={(item, folder) =>
            // mutateAsync, not mutate's callbacks: those fire for the latest call only, so a failed move
            // followed quickly by another drag would go unreported. Each move settles on its own.
            void move.mutateAsync({ id: item.id, folderId: folder.folderId }).then(
              // Open the folder it went into, so the moved item stays in sight (reveal never closes one
              // the user opened meanwhile, as a toggle from this render's state would).
              () => context.reveal(folder.folderId),
              (error: unknown) => notifyError(error, 'move'),
            )
          }
        >
          <Stack gap={4} data-testid="drawer-tree">
            {!debounced && <RootDrop />}
            <FolderLevel
              key={debounced}
              parentId={null}
              parentName={debounced ? t('search.results', { search: debounced }) : t('root.label')}
              ancestors={[]}
              search={debounced || undefined}
            />
          </Stack>
        </DrawerDnd>
      </Stack>
      <DrawerDialogs dialog={dialog} onClose={() => setDialog(undefined)} />
    </DrawerContext.Provider>
  );
}
