import type { JournalTemplateVersionInfo } from '@galley/contracts';
import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale } from '../../../../app/locale/use-locale.ts';
import { useLocalePath } from '../../../../app/locale/use-locale-path.ts';
import { formatWhen } from '../../shared/format-when.ts';

/** Every saved version, newest first: who saved it and when; an older one can be opened (and saved again). */
export function VersionHistory({
  id,
  versions,
  current,
  shown,
}: {
  id: string;
  versions: readonly JournalTemplateVersionInfo[];
  current: number;
  shown: number;
}) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const lp = useLocalePath();
  return (
    <Stack gap={6} component="ol" m={0} p={0} style={{ listStyle: 'none' }} data-testid="version-history">
      {versions.map((version) => (
        <Group
          key={version.id}
          component="li"
          gap="xs"
          wrap="wrap"
          data-testid="version-row"
          data-version={version.version}
        >
          {version.version === shown ? (
            <Text fw={700} fz="sm">
              {t('editor.history.version', { version: version.version })}
            </Text>
          ) : (
            <Anchor
              component={Link}
              fz="sm"
              to={lp(
                `/admin/templateEditor/edit/${id}${version.version === current ? '' : `?version=${version.version}`}`,
              )}
            >
              {t('editor.history.version', { version: version.version })}
            </Anchor>
          )}
          {version.version === current && (
            <Badge size="sm" variant="light">
              {t('editor.history.current')}
            </Badge>
          )}
          <Text fz="sm" c="dimmed">
            {t('editor.history.by', {
              who: version.author?.email ?? t('templates.seeded'),
              when: formatWhen(version.created_at, locale),
            })}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}
