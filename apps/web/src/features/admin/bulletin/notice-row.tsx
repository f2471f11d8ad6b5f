import { type AdminBulletin, adminEndpoints } from '@galley/contracts';
import { Badge, Button, Group, Paper, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../app/locale/use-locale.ts';
import { describeApiError } from '../../../lib/api/describe-api-error.ts';
import { noticeState } from '../../bulletin/notice-state.ts';
import { pickNoticeText } from '../../bulletin/pick-notice-text.ts';
import { adminCallById } from '../shared/admin-api.ts';
import { formatWhen } from '../shared/format-when.ts';

const STATE_COLORS = { scheduled: 'blue', published: 'teal', ended: 'gray' } as const;

/** One notice in the staff list: its title in the page's language, its window and state, edit and delete. */
export function NoticeRow({ notice, onEdit }: { notice: AdminBulletin; onEdit: () => void }) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: () => adminCallById(adminEndpoints.bulletinDelete, notice.id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'bulletins'] }),
    onError: (error) =>
      notifications.show({
        color: 'red',
        message: describeApiError(error, t),
        closeButtonProps: { 'aria-label': t('common:actions.close') },
      }),
  });
  const state = noticeState(notice, new Date());
  const text = pickNoticeText(notice.texts, locale);
  const span = notice.published_to
    ? t('bulletin.window', {
        from: formatWhen(notice.published_from, locale),
        to: formatWhen(notice.published_to, locale),
      })
    : t('bulletin.windowOpen', { from: formatWhen(notice.published_from, locale) });
  return (
    <Paper component="li" withBorder radius="md" p="md" data-testid="notice-row">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
        <div style={{ minWidth: 0, flex: '1 1 16rem' }}>
          <Group gap="xs">
            <Text fw={600}>{text?.title}</Text>
            <Badge size="sm" variant="light" color={STATE_COLORS[state]}>
              {t(`bulletin.states.${state}`)}
            </Badge>
          </Group>
          <Text fz="sm" c="dimmed">
            {span}
          </Text>
          <Text fz="xs" c="dimmed">
            {t('bulletin.by', {
              who: notice.author?.email ?? '—',
              when: formatWhen(notice.updated_at, locale),
            })}
          </Text>
        </div>
        <Group gap="xs">
          <Button
            size="xs"
            variant="light"
            onClick={onEdit}
            aria-label={t('bulletin.editNamed', { title: text?.title ?? '' })}
          >
            {t('bulletin.edit')}
          </Button>
          <Button
            size="xs"
            variant="subtle"
            color="red"
            loading={remove.isPending}
            onClick={() => {
              if (globalThis.confirm(t('bulletin.confirmDelete'))) remove.mutate();
            }}
            aria-label={t('bulletin.deleteNamed', { title: text?.title ?? '' })}
          >
            {t('bulletin.delete')}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
