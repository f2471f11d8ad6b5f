import type { TemplateItem } from '@galley/contracts';
import { ActionIcon, Menu } from '@mantine/core';
import {
  IconDots,
  IconExternalLink,
  IconFilePlus,
  IconFolderPlus,
  IconFolderSymlink,
  IconPencil,
  IconTrash,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useDrawerContext } from './drawer-context.ts';

/** A row's actions: open, new folder/template inside (folders), rename, move to… (the keyboard's way), delete. */
export function RowMenu({ item }: { item: TemplateItem }) {
  const { t } = useTranslation('template-drawer');
  const drawer = useDrawerContext();
  const isFolder = item.template_type === 'folder';
  const inside = (type: 'folder' | 'template') => () =>
    drawer.showDialog({ kind: 'create', type, parentId: item.template_id });
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="sm"
          aria-label={t('row.actions', { name: item.name })}
        >
          <IconDots size={16} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {isFolder ? (
          <>
            <Menu.Item leftSection={<IconFolderPlus size={14} />} onClick={inside('folder')}>
              {t('menu.newFolderInside')}
            </Menu.Item>
            <Menu.Item leftSection={<IconFilePlus size={14} />} onClick={inside('template')}>
              {t('menu.newTemplateInside')}
            </Menu.Item>
          </>
        ) : (
          <Menu.Item leftSection={<IconExternalLink size={14} />} onClick={() => drawer.openTemplate(item)}>
            {t('menu.open')}
          </Menu.Item>
        )}
        <Menu.Item
          leftSection={<IconPencil size={14} />}
          onClick={() => drawer.showDialog({ kind: 'rename', item })}
        >
          {t('menu.rename')}
        </Menu.Item>
        <Menu.Item
          leftSection={<IconFolderSymlink size={14} />}
          onClick={() => drawer.showDialog({ kind: 'move', item })}
        >
          {t('menu.move')}
        </Menu.Item>
        <Menu.Item
          color="red"
          leftSection={<IconTrash size={14} />}
          onClick={() => drawer.showDialog({ kind: 'delete', item })}
        >
          {t('menu.delete')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
