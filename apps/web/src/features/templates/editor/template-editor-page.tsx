import type { CslItem } from '@galley/contracts';
import { Skeleton } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ReferencePageShell } from '../../references/shared/reference-page-shell.tsx';
import { TemplateDrawer } from '../drawer/template-drawer.tsx';
import type { SaveTemplate } from './save/save-template-port.ts';
import { serverTemplateStore } from './save/server-template-store.ts';
import { TemplateEditor } from './template-editor.tsx';
import { TemplateOpenFailed } from './template-open-failed.tsx';
import { useOpenedTemplate } from './use-opened-template.ts';

interface TemplateEditorPageProps {
  /** The author's current references, for the preview; samples otherwise. */
  references?: CslItem[];
  /** Where save and save as write: the template API. */
  saveTemplate?: SaveTemplate;
}

const serverStore = serverTemplateStore();

/**
 * /reference/bibliography/edit (spec §2 Reference: template editor): a new template, or the saved one of
 * `?template=<id>` (opened from the drawer, or reloaded); the drawer of the user's templates beside it.
 */
export function TemplateEditorPage({ references, saveTemplate = serverStore }: TemplateEditorPageProps) {
  const { t } = useTranslation('templates');
  const navigate = useNavigate();
  const [drawer, setDrawer] = useState(false);
  const opened = useOpenedTemplate();
  const missing = opened.id !== undefined && (opened.isError || opened.data === null);
  const onSaved = (id: string) => {
    if (id === opened.id) return;
    // The address names the saved template, for a reload; the router need not re-render for it.
    const url = new URL(window.location.href);
    url.searchParams.set('template', id);
    window.history.replaceState(window.history.state, '', url);
  };
  return (
    <ReferencePageShell step={3} title={t('page.title')} testId="template-editor-page">
      {missing ? (
        <TemplateOpenFailed gone={opened.data === null} onRetry={() => void opened.refetch()} />
      ) : opened.id !== undefined && opened.isPending ? (
        <Skeleton h={480} radius="lg" data-testid="template-opening" />
      ) : (
        <TemplateEditor
          key={opened.data?.template_id ?? 'new'}
          opened={opened.data ?? undefined}
          references={references}
          saveTemplate={saveTemplate}
          onOpenDrawer={() => setDrawer(true)}
          onSaved={onSaved}
        />
      )}
      <TemplateDrawer
        opened={drawer}
        onClose={() => setDrawer(false)}
        onOpenTemplate={(template) => navigate({ search: `?template=${template.template_id}` })}
      />
    </ReferencePageShell>
  );
}
