import { TEMPLATE_NAME_MAX } from '@galley/contracts';
import { CITATION_PRESETS } from '@galley/references/format';
import { Button, Group, Modal, NativeSelect, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkName } from './check-name.ts';

export interface NameDialogResult {
  name: string;
  /** For a new template: the common citation style it starts from. */
  presetId?: string;
}

/**
 * The name of a new folder or template, or a new name for one (spec §5: required, ≤ 100 characters). A new
 * template starts from one of the common citation styles, to be edited in the editor.
 */
export function NameDialog({
  title,
  type,
  initialName = '',
  withPreset = false,
  busy,
  onClose,
  onSubmit,
}: {
  title: string;
  type: 'folder' | 'template';
  initialName?: string;
  withPreset?: boolean;
  busy: boolean;
  onClose: () => void;
  onSubmit: (result: NameDialogResult) => void;
}) {
  const { t } = useTranslation('template-drawer');
  const [name, setName] = useState(initialName);
  const [presetId, setPresetId] = useState(CITATION_PRESETS[0]?.id ?? '');
  const [tried, setTried] = useState(false);
  const problem = checkName(name);
  return (
    <Modal
      opened
      onClose={onClose}
      title={title}
      centered
      closeButtonProps={{ 'aria-label': t('dialog.close') }}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setTried(true);
          if (!problem) onSubmit({ name: name.trim(), presetId: withPreset ? presetId : undefined });
        }}
      >
        <Stack>
          <TextInput
            label={t(`name.${type}`)}
            value={name}
            data-autofocus
            withAsterisk
            error={tried && problem ? t(`name.${problem}.${type}`, { max: TEMPLATE_NAME_MAX }) : undefined}
            onChange={(event) => setName(event.currentTarget.value)}
          />
          {withPreset && (
            <NativeSelect
              label={t('name.preset')}
              value={presetId}
              data={CITATION_PRESETS.map((preset) => ({ value: preset.id, label: preset.template.name }))}
              onChange={(event) => setPresetId(event.currentTarget.value)}
            />
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('dialog.cancel')}
            </Button>
            <Button type="submit" loading={busy}>
              {t('dialog.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
