import { Container, Group, Stack, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { useLocalePath } from '../../../app/locale/use-locale-path.ts';
import classes from './admin-layout.module.css';
import { adminSection } from './admin-section.ts';

const TABS = [
  { section: 'home', path: '/admin' },
  { section: 'templates', path: '/admin/templateEditor' },
  { section: 'bulletin', path: '/admin/bulletin' },
] as const;

/** The admin area's frame: its three places as tabs (the current one marked), the page below. */
export function AdminLayout() {
  const { t } = useTranslation('admin');
  const lp = useLocalePath();
  const current = adminSection(useLocation().pathname);
  return (
    <Container size="lg" py={{ base: 20, sm: 36 }} data-testid="admin-area">
      <Stack gap="lg">
        <nav aria-label={t('nav.label')}>
          <Group gap={4} className={classes.tabs} wrap="nowrap">
            {TABS.map((tab) => (
              <UnstyledButton
                key={tab.section}
                component={Link}
                to={lp(tab.path)}
                className={classes.tab}
                aria-current={current === tab.section ? 'page' : undefined}
                data-testid={`admin-tab-${tab.section}`}
              >
                {t(`nav.${tab.section}`)}
              </UnstyledButton>
            ))}
          </Group>
        </nav>
        <Outlet />
      </Stack>
    </Container>
  );
}
