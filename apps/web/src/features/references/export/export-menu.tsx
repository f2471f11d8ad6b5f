import type { ReferenceSettingInput } from '@galley/contracts';
import { Button, Menu } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconChevronDown, IconDownload } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { saveBlob } from '../../../lib/save-blob.ts';
import type { ListedReference } from '../results/included-references.ts';
import { exportErrorKey } from './export-error-key.ts';
import { EXPORT_FORMATS, type ExportFormat } from './export-formats.ts';
import { exportReferences } from './export-references.ts';

/** Export the included references, in the list's order, as text, RIS, NBIB, BibTeX, CSL-JSON or .docx. */
export function ExportMenu({
  listed,
  setting,
}: {
  listed: readonly ListedReference[];
  setting: ReferenceSettingInput | null;
}) {
  const { t } = useTranslation('reference-results');
  const failed = (key: string) =>
    notifications.show({ color: 'red', title: t('export.failedTitle'), message: t(key) });
  const download = useMutation({
    mutationFn: (format: ExportFormat) =>
      exportReferences({
        reference_list: listed.map(({ item }) => item),
        format,
        ...(setting ? { setting } : {}),
      }),
    onSuccess: ({ blob, fileName }) => saveBlob(blob, fileName),
    onError: (error) => failed(exportErrorKey(error)),
  });
  const choose = (format: ExportFormat) => {
    if (listed.length === 0) failed('errors.noValidToExport');
    else download.mutate(format);
  };
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="default"
          leftSection={<IconDownload size={18} aria-hidden />}
          rightSection={<IconChevronDown size={14} aria-hidden />}
          loading={download.isPending}
          data-testid="result-export"
        >
          {t('export.button')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown aria-label={t('export.menuLabel')}>
        {EXPORT_FORMATS.map((format) => (
          <Menu.Item key={format} onClick={() => choose(format)} data-testid={`result-export-${format}`}>
            {t(`export.formats.${format}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
