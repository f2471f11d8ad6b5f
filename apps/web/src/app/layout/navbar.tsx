import { Box, Burger, Button, Container, Divider, Drawer, Group, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { useSiteConfig } from '../../features/site/use-site-config.ts';
import { useLocalePath } from '../locale/use-locale-path.ts';
import { AccountActions } from './account-actions.tsx';
import { BrandLink } from './brand-link.tsx';
import { LanguageSwitcher } from './language-switcher.tsx';
import classes from './layout.module.css';
import { navItems } from './nav-items.ts';

export function Navbar() {
  const { t } = useTranslation();
  const lp = useLocalePath();
  const siteConfig = useSiteConfig();
  const [drawerOpened, drawer] = useDisclosure(false);
  const items = navItems(siteConfig.data?.environment);

  return (
    <Box component="header" className={classes.header}>
      <Container size="xl" h={64}>
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Group gap="xl" wrap="nowrap">
            <BrandLink />
            <Group component="nav" aria-label={t('nav.mainLabel')} gap={4} visibleFrom="md" wrap="nowrap">
              {items.map((item) =>
                item.kind === 'button' ? (
                  <Button
                    key={item.path}
                    component={Link}
                    to={lp(item.path)}
                    variant="light"
                    size="sm"
                    data-testid={item.testId}
                  >
                    {t(item.labelKey)}
                  </Button>
                ) : (
                  <NavLink
                    key={item.path}
                    to={lp(item.path)}
                    className={classes.navLink}
                    data-testid={item.testId}
                  >
                    {t(item.labelKey)}
                  </NavLink>
                ),
              )}
            </Group>
          </Group>
          <Group gap="xs" wrap="nowrap" visibleFrom="md">
            <LanguageSwitcher />
            <AccountActions />
          </Group>
          <Burger
            opened={drawerOpened}
            onClick={drawer.toggle}
            hiddenFrom="md"
            aria-label={t('nav.openMenu')}
            data-testid="nav-burger"
          />
        </Group>
      </Container>

      <Drawer
        opened={drawerOpened}
        onClose={drawer.close}
        position="right"
        size="xs"
        title={t('nav.menuTitle')}
        hiddenFrom="md"
        closeButtonProps={{ 'aria-label': t('actions.close') }}
      >
        <Stack gap="xs">
          <Box component="nav" aria-label={t('nav.mainLabel')}>
            {items.map((item) => (
              <NavLink
                key={item.path}
                to={lp(item.path)}
                className={classes.mobileLink}
                onClick={drawer.close}
              >
                {t(item.labelKey)}
              </NavLink>
            ))}
          </Box>
          <Divider />
          <LanguageSwitcher fullWidth />
          <AccountActions stacked onNavigate={drawer.close} />
        </Stack>
      </Drawer>
    </Box>
  );
}
