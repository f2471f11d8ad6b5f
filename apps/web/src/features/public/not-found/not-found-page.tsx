import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalePath } from '../../../app/locale/use-locale-path.ts';

/** `/404` itself, and what any URL that names no page renders, in the URL's language. */
export function NotFoundPage() {
  const { t } = useTranslation();
  const lp = useLocalePath();
  useDocumentTitle(t('documentTitle', { page: t('notFound.documentTitle') }));
  return (
    <Container size="sm" py={{ base: 64, sm: 112 }} data-testid="not-found-page">
      <Stack align="center" ta="center" gap="md">
        <Text fz={96} fw={800} lh={1} c="ink.4" aria-hidden="true">
          404
        </Text>
        <Text fz="sm" fw={700} tt="uppercase" c="ink.7" lts={0.6}>
          {t('notFound.code')}
        </Text>
        <Title order={1} fz={{ base: 28, sm: 36 }}>
          {t('notFound.title')}
        </Title>
        <Text c="dimmed" maw={480}>
          {t('notFound.description')}
        </Text>
        <Group mt="md" justify="center">
          <Button
            component={Link}
            to={lp('/')}
            leftSection={<IconArrowLeft size={16} />}
            data-testid="not-found-home"
          >
            {t('notFound.home')}
          </Button>
          <Button component={Link} to={lp('/pricing')} variant="default">
            {t('notFound.pricing')}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
