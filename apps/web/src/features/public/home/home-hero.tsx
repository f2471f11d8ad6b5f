import { Box, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalePath } from '../../../app/locale/use-locale-path.ts';

export function HomeHero() {
  const { t } = useTranslation('home');
  const localePath = useLocalePath();
  return (
    <Box component="section" aria-labelledby="home-hero-title" py={{ base: 56, md: 104 }}>
      <Container size="md">
        <Stack align="center" gap="lg" ta="center">
          <Text c="var(--mantine-primary-color-filled)" fw={600} size="sm">
            {t('hero.eyebrow')}
          </Text>
          <Title id="home-hero-title" order={1} fz={{ base: 32, sm: 40, md: 48 }} lh={1.15}>
            {t('hero.title')}
          </Title>
          <Text size="lg" c="dimmed" maw={720}>
            {t('hero.subtitle')}
          </Text>
          <Group justify="center" gap="md" mt="sm">
            <Button component={Link} to={localePath('/register')} size="lg">
              {t('hero.primaryCta')}
            </Button>
            <Button component={Link} to={localePath('/pricing')} size="lg" variant="default">
              {t('hero.secondaryCta')}
            </Button>
          </Group>
          <Text size="sm" c="dimmed">
            {t('hero.note')}
          </Text>
        </Stack>
      </Container>
    </Box>
  );
}
