import type { TemplateItem } from '@galley/contracts';
import { Badge, Drawer, Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MyTemplates } from './my-templates.tsx';
import { PopularPanel } from './popular-panel.tsx';

export interface TemplateDrawerProps {
  opened: boolean;
  onClose: () => void;
  /**
   * A saved template was chosen (its row or "Open" in its menu). The drawer closes itself afterwards;
   * `template.setting` is the editor's template, `template.template_id` the id to save it back under.
   */
  onOpenTemplate: (template: TemplateItem) => void;
}

/**
 * The template drawer (spec §2 Reference: template drawer): the user's folders and templates in a tree —
 * create, rename, delete, move by drag or "Move to…", search, pages, CSL import — and popular templates,
 * coming soon. Strings come from the `template-drawer` namespace (fetched on first use if the page did not).
 */
export function TemplateDrawer({ opened, onClose, onOpenTemplate }: TemplateDrawerProps) {
  const { t } = useTranslation('template-drawer');
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="md"
      title={t('title')}
      closeButtonProps={{ 'aria-label': t('dialog.close') }}
      data-testid="template-drawer"
    >
      <Tabs defaultValue="mine" keepMounted={false}>
        <Tabs.List mb="sm">
          <Tabs.Tab value="mine">{t('tabs.mine')}</Tabs.Tab>
          <Tabs.Tab
            value="popular"
            rightSection={
              // On a phone the two tabs share one line only without it; the panel says it too.
              <Badge size="xs" variant="light" visibleFrom="sm">
                {t('popular.badge')}
              </Badge>
            }
          >
            {t('tabs.popular')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="mine">
          <MyTemplates
            onOpenTemplate={(template) => {
              onOpenTemplate(template);
              onClose();
            }}
          />
        </Tabs.Panel>
        <Tabs.Panel value="popular">
          <PopularPanel />
        </Tabs.Panel>
      </Tabs>
    </Drawer>
  );
}
