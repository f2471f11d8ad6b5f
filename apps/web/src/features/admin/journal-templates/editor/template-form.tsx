import type { JournalTemplateDetail, JournalTemplateFields, JournalTemplateKind } from '@galley/contracts';
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLocalePath } from '../../../../app/locale/use-locale-path.ts';
import { hasUnsavedChanges, snapshotOf } from '../../../../lib/unsaved-changes.ts';
import { UnsavedChangesModal } from '../../../../lib/unsaved-changes-modal.tsx';
import { useUnsavedChangesGuard } from '../../../../lib/use-unsaved-changes-guard.ts';
import { validateFields } from '../rules/validate-fields.ts';
import type { TemplateScope } from '../state/template-scope.ts';
import { GeneralFields } from './general-fields.tsx';
import { PreviewPanel } from './preview-panel.tsx';
import { ProblemList } from './problem-list.tsx';
import { saveErrorText } from './save-error-text.ts';
import { ScopeLayout } from './scope-layout.tsx';
import { ScopePicker } from './scope-picker.tsx';
import { useJournalFamily } from './use-journal-family.ts';
import { useSaveTemplate } from './use-save-template.ts';
import { VersionHistory } from './version-history.tsx';

/**
 * The editor of one journal template: a new one of `kind`, or `detail` (whose save is a new version), starting
 * from `initial`. A journal template shows the parts it does not customize from its first journal's family.
 */
export function TemplateForm({
  detail,
  kind,
  initial,
}: {
  detail?: JournalTemplateDetail;
  kind: JournalTemplateKind;
  initial: JournalTemplateFields;
}) {
  const { t } = useTranslation('admin');
  const lp = useLocalePath();
  const navigate = useNavigate();
  const [fields, setFields] = useState<JournalTemplateFields>(initial);
  const family = useJournalFamily(kind, fields);
  const [key, setKey] = useState(detail ? null : '');
  const [scope, setScope] = useState<TemplateScope>('base');
  const [tried, setTried] = useState(false);
  const problems = validateFields(fields, key);
  const [baseline] = useState(() => snapshotOf({ fields: initial, key: detail ? null : '' }));
  const guard = useUnsavedChangesGuard(hasUnsavedChanges(baseline, { fields, key }));
  const save = useSaveTemplate((saved) => {
    notifications.show({
      color: 'teal',
      message: t('editor.save.saved', { version: saved.version }),
      closeButtonProps: { 'aria-label': t('common:actions.close') },
    });
    setTried(false);
    guard.allowLeaving();
    navigate(lp(`/admin/templateEditor/edit/${saved.id}`), { replace: !detail });
  });
  const onSave = () => {
    setTried(true);
    if (problems.length > 0) return;
    if (detail) save.mutate({ mode: 'save', id: detail.id, baseVersion: detail.version, fields });
    else save.mutate({ mode: 'create', kind, key: key ?? '', fields });
  };
  const saveError = saveErrorText(save.error, t);
  const old = detail && detail.shown_version !== detail.version;
  return (
    <Stack gap="lg" data-testid="template-editor" data-version={detail?.shown_version ?? 0}>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <div>
          <Title order={1} fz={{ base: 24, sm: 30 }}>
            {detail ? detail.name : t(kind === 'family' ? 'templates.newFamily' : 'templates.newJournal')}
          </Title>
          {detail && (
            <Group gap="xs" mt={4}>
              <Badge variant="light">{t(`templates.kinds.${detail.kind}`)}</Badge>
              <Text fz="sm" c="dimmed" data-testid="template-version">
                {t('editor.history.version', { version: detail.shown_version })}
              </Text>
            </Group>
          )}
        </div>
        <Button
          leftSection={<IconDeviceFloppy size={18} />}
          loading={save.isPending}
          onClick={onSave}
          data-testid="template-save"
        >
          {t(old ? 'editor.save.restore' : 'editor.save.button')}
        </Button>
      </Group>
      {old && (
        <Text fz="sm" c="orange.9" data-testid="old-version-note">
          {t('editor.history.oldNote', { version: detail.shown_version, current: detail.version })}
        </Text>
      )}
      {tried && <ProblemList problems={problems} />}
      {saveError && (
        <Text c="red.9" role="alert" data-testid="save-error">
          {saveError}
        </Text>
      )}
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <GeneralFields
          fields={fields}
          keyValue={key}
          problems={tried ? problems : []}
          onChange={setFields}
          onKey={setKey}
        />
      </Paper>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="md">
          <ScopePicker
            definition={fields.definition}
            scope={scope}
            onScope={setScope}
            onChange={(definition) => setFields({ ...fields, definition })}
          />
          <ScopeLayout
            definition={fields.definition}
            scope={scope}
            family={family}
            onChange={(definition) => setFields((current) => ({ ...current, definition }))}
          />
        </Stack>
      </Paper>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <Title order={2} fz="lg" mb="sm">
          {t('editor.preview.title')}
        </Title>
        <Text fz="sm" c="dimmed" mb="sm">
          {t('editor.preview.intro')}
        </Text>
        <PreviewPanel fields={fields} keyValue={detail?.key ?? key ?? ''} />
      </Paper>
      {detail && (
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
          <Title order={2} fz="lg" mb="sm">
            {t('editor.history.title')}
          </Title>
          <VersionHistory
            id={detail.id}
            versions={detail.versions}
            current={detail.version}
            shown={detail.shown_version}
          />
        </Paper>
      )}
      <UnsavedChangesModal blocker={guard.blocker} />
    </Stack>
  );
}
