import { Box, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalePath } from '../../../app/locale/use-locale-path.ts';

export function HomeClosingCta() {
  const { t } = useTranslation('home');
  const localePath = useLocalePath();
  return (
    <Box
      component="section"
      aria-labelledby="home-cta-title"
      py={{ base: 48, md: 80 }}
      bg="var(--mantine-primary-color-filled)"
      c="white"
    >
      <Container size="md">
        <Stack align="center" ta="center" gap="md">
          <Title id="home-cta-title" order={2}>
            {t('cta.title')}
          </Title>
          <Text size="lg" maw={600}>
            {t('cta.text')}
          </Text>
          <Group justify="center" gap="md" mt="sm">
            <Button component={Link} to={localePath('/register')} size="lg" variant="white">
              {t('cta.primary')}
            </Button>
            <Button component={Link} to={localePath('/pricing')} size="lg" variant="outline" color="white">
              {t('cta.secondary')}
            </Button>
          </Group>
        </Stack>
      </Container>
    </Box>
  );
}
