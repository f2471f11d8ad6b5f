import { Badge, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconStars } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Spec §2: popular templates are shown as coming soon. */
export function PopularPanel() {
  const { t } = useTranslation('template-drawer');
  return (
    <Stack align="center" gap="xs" py="xl" data-testid="drawer-popular">
      <ThemeIcon variant="light" size="xl" radius="xl">
        <IconStars size={22} aria-hidden />
      </ThemeIcon>
      <Badge variant="light">{t('popular.badge')}</Badge>
      <Text size="sm" c="dimmed" ta="center" maw={300}>
        {t('popular.text')}
      </Text>
    </Stack>
  );
}
