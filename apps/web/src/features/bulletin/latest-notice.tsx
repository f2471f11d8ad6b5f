import { Anchor, Container, Group, Paper, Text } from '@mantine/core';
import { IconSpeakerphone } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale } from '../../app/locale/use-locale.ts';
import { useLocalePath } from '../../app/locale/use-locale-path.ts';
import { api } from '../../lib/api/client.ts';
import { pickNoticeText } from './pick-notice-text.ts';

/**
 * The home page's strip with the latest published notice and a link to the bulletin. Nothing while it loads,
 * when there is none, or when the call fails: the home page is never held up by it.
 */
export function LatestNotice() {
  const { t } = useTranslation('bulletin');
  const locale = useLocale();
  const lp = useLocalePath();
  const latest = useQuery({
    queryKey: ['bulletin', 'latest'],
    queryFn: ({ signal }) => api.call('bulletinLatest', undefined, { signal }),
    staleTime: 60_000,
  });
  const notice = latest.data?.bulletin;
  const text = notice ? pickNoticeText(notice.texts, locale) : undefined;
  if (!notice || !text) return null;
  return (
    <Container size="lg" pt="md" data-testid="latest-notice">
      <Paper withBorder radius="md" px="md" py="sm">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <IconSpeakerphone size={20} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
          <div style={{ minWidth: 0 }}>
            <Text fw={600} fz="sm">
              {t('latestTitle', { title: text.title })}
            </Text>
            <Text fz="sm" c="dimmed" lineClamp={2}>
              {text.body}
            </Text>
            <Anchor component={Link} to={lp('/bulletin')} fz="sm">
              {t('allNotices')}
            </Anchor>
          </div>
        </Group>
      </Paper>
    </Container>
  );
}
