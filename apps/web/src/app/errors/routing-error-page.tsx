import { Button, Container, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useLocation, useRouteError } from 'react-router';
import { NotFoundPage } from '../../features/public/not-found/not-found-page.tsx';
import { localePath, resolveLocaleParam } from '../../lib/i18n/locale-path.ts';

/** The locale from the raw path: the error may have happened before the locale gate rendered. */
function homeFor(pathname: string): string {
  const resolution = resolveLocaleParam(pathname.split('/')[1]);
  return resolution.type === 'locale' ? localePath(resolution.locale, '/') : '/';
}

/**
 * The spec's routing error page: a page failed to load (a chunk from a previous deploy, a network
 * drop) or threw while rendering. Refreshing fetches the current build, which fixes the first case.
 */
export function RoutingErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  const { pathname } = useLocation();
  useDocumentTitle(t('documentTitle', { page: t('routingError.documentTitle') }));

  useEffect(() => {
    console.error(error);
  }, [error]);

  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;

  return (
    <Container size="sm" py={{ base: 64, sm: 112 }} data-testid="routing-error-page">
      <Stack align="center" ta="center" gap="md">
        <ThemeIcon size={64} radius="xl" variant="light" color="orange">
          <IconAlertTriangle size={32} />
        </ThemeIcon>
        <Title order={1} fz={{ base: 24, sm: 30 }} maw={560}>
          {t('routingError.title')}
        </Title>
        <Text c="dimmed" maw={480}>
          {t('routingError.description')}
        </Text>
        <Group mt="md" justify="center">
          <Button leftSection={<IconRefresh size={16} />} onClick={() => window.location.reload()}>
            {t('routingError.refresh')}
          </Button>
          {/* A full page load on purpose: the router may be the thing that is broken. */}
          <Button component="a" href={homeFor(pathname)} variant="default">
            {t('routingError.home')}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
