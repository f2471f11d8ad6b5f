import type { ConversionItem } from '@galley/contracts';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconArrowRight, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale } from '../../../app/locale/use-locale.ts';
import { useLocalePath } from '../../../app/locale/use-locale-path.ts';
import { conversionPath } from '../shared/conversion-paths.ts';
import { ConversionStatusBadge } from '../shared/conversion-status-badge.tsx';

/** One conversion of My Conversions: its file, status, dates, and Resume / Delete. */
export function ConversionRow({
  item,
  onDelete,
}: {
  item: ConversionItem;
  onDelete: (item: ConversionItem) => void;
}) {
  const { t } = useTranslation('manuscript-dashboard');
  const locale = useLocale();
  const lp = useLocalePath();
  const date = (iso: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(iso));
  const name = item.file_name ?? t('dashboard.noFile');
  const articleType = item.article_type ? t(`manuscript:upload.articleType.${item.article_type}`) : null;
  const action = item.status === 'expired' || item.status === 'complete' ? 'open' : 'resume';
  return (
    <Paper
      component="li"
      withBorder
      radius="md"
      p="md"
      data-testid="conversion-row"
      data-status={item.status}
    >
      <Group justify="space-between" align="center" gap="sm" wrap="wrap">
        <Stack gap={4} style={{ minWidth: 0, flex: '1 1 260px' }}>
          <Group gap="xs" wrap="nowrap" align="center">
            <ConversionStatusBadge status={item.status} />
            <Text fw={600} c={item.file_name ? undefined : 'dimmed'} style={{ overflowWrap: 'anywhere' }}>
              {name}
            </Text>
          </Group>
          <Text fz="sm" c="dimmed">
            {[
              articleType,
              t('dashboard.started', { date: date(item.created_at) }),
              item.status === 'complete' && item.expires_at
                ? t('dashboard.expires', { date: date(item.expires_at) })
                : t('dashboard.updated', { date: date(item.updated_at) }),
            ]
              .filter(Boolean)
              .join(' · ')}
          </Text>
        </Stack>
        <Group gap="xs" wrap="nowrap">
          <Button
            variant="default"
            color="red"
            leftSection={<IconTrash size={16} />}
            onClick={() => onDelete(item)}
            aria-label={t('dashboard.deleteLabel', { name })}
            data-testid="conversion-delete"
          >
            {t('dashboard.delete')}
          </Button>
          <Button
            component={Link}
            to={lp(conversionPath(item.id))}
            rightSection={<IconArrowRight size={16} />}
            aria-label={t('dashboard.resumeLabel', { name })}
            data-testid="conversion-resume"
          >
            {t(`dashboard.${action}`)}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
