import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalePath } from '../../app/locale/use-locale-path.ts';
import { GuidelineTabs } from './guideline/guideline-tabs.tsx';
import { DASHBOARD_PATH } from './shared/conversion-paths.ts';

/** Default maximum of target journals (server config GALLEY_MAX_TARGET_JOURNALS), for the intro's claim. */
const MAX_TARGET_JOURNALS = 10;

/** The manuscript area's home: the guide (four tabs) and the way to My Conversions. */
export function ManuscriptHomePage() {
  const { t } = useTranslation('manuscript-dashboard');
  const lp = useLocalePath();
  useDocumentTitle(t('common:documentTitle', { page: t('guideline.title') }));
  return (
    <Container
      size="md"
      py={{ base: 20, sm: 40 }}
      px={{ base: 'sm', sm: 'md' }}
      data-testid="manuscript-home-page"
    >
      <Stack gap="lg">
        <Stack gap="xs">
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            {t('guideline.title')}
          </Title>
          <Text c="dimmed">{t('guideline.intro', { max: MAX_TARGET_JOURNALS })}</Text>
        </Stack>
        <Group>
          <Button
            component={Link}
            to={lp(DASHBOARD_PATH)}
            rightSection={<IconArrowRight size={18} />}
            data-testid="go-dashboard"
          >
            {t('guideline.start')}
          </Button>
        </Group>
        <GuidelineTabs />
      </Stack>
    </Container>
  );
}
