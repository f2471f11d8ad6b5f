import { endpoints } from '@galley/contracts';
import { Button, Group } from '@mantine/core';
import { IconFileZip, IconLayoutDashboard } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalePath } from '../../../../app/locale/use-locale-path.ts';
import { DASHBOARD_PATH } from '../../shared/conversion-paths.ts';
import { ResetDraftButton } from './reset-draft-button.tsx';

/** Below the list: every file as one zip, Reset to Draft, and the way back to the progress board. */
export function StatusActions({
  conversionId,
  canDownloadAll,
  canReset,
}: {
  conversionId: string;
  canDownloadAll: boolean;
  canReset: boolean;
}) {
  const { t } = useTranslation('manuscript-convert');
  const lp = useLocalePath();
  const zip = `${endpoints.conversionDownloadAll.path}?${new URLSearchParams({ conversion_id: conversionId })}`;
  return (
    <Group justify="space-between" gap="sm">
      <Group gap="sm">
        {canDownloadAll && (
          <Button
            component="a"
            href={zip}
            download
            leftSection={<IconFileZip size={16} aria-hidden />}
            data-testid="download-all"
          >
            {t('status.downloadAll')}
          </Button>
        )}
        {canReset && <ResetDraftButton conversionId={conversionId} />}
      </Group>
      <Button
        component={Link}
        to={lp(DASHBOARD_PATH)}
        variant="subtle"
        leftSection={<IconLayoutDashboard size={16} aria-hidden />}
      >
        {t('status.toDashboard')}
      </Button>
    </Group>
  );
}
