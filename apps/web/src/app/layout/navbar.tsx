import { Box, Burger, Container, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { LazySlot } from '../../components/lazy-slot.tsx';
import { useSiteConfig } from '../../features/site/use-site-config.ts';
import { useLocalePath } from '../locale/use-locale-path.ts';
import { AccountActions } from './account-actions.tsx';
import { BrandLink } from './brand-link.tsx';
import { LanguageSwitcher } from './language-switcher.tsx';
import classes from './layout.module.css';
import { navItems } from './nav-items.ts';

// Phones only, and only once the burger is pressed: the drawer's code stays out of the first download.
const MobileMenu = lazy(async () => ({ default: (await import('./mobile-menu.tsx')).MobileMenu }));

export function Navbar() {
  const { t } = useTranslation();
  const lp = useLocalePath();
  const siteConfig = useSiteConfig();
  const [drawerOpened, drawer] = useDisclosure(false);
  const [drawerWanted, setDrawerWanted] = useState(false);
  const items = navItems(siteConfig.data?.environment);

  return (
    <Box component="header" className={classes.header}>
      <Container size="xl" h={64}>
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Group gap="xl" wrap="nowrap">
            <BrandLink />
            <Group component="nav" aria-label={t('nav.mainLabel')} gap={4} visibleFrom="md" wrap="nowrap">
              {items.map((item) => (
                // Every item is a NavLink: it is marked current (aria-current="page") on its own section
                // only, where a filled button looked selected on every page.
                <NavLink
                  key={item.path}
                  to={lp(item.path)}
                  className={
                    item.kind === 'button' ? `${classes.navLink} ${classes.navProduct}` : classes.navLink
                  }
                  data-testid={item.testId}
                >
                  {t(item.labelKey)}
                </NavLink>
              ))}
            </Group>
          </Group>
          <Group gap="xs" wrap="nowrap" visibleFrom="md">
            <LanguageSwitcher />
            <AccountActions />
          </Group>
          <Burger
            opened={drawerOpened}
            onClick={() => {
              setDrawerWanted(true);
              drawer.toggle();
            }}
            hiddenFrom="md"
            aria-label={t('nav.openMenu')}
            aria-expanded={drawerOpened}
            data-testid="nav-burger"
          />
        </Group>
      </Container>
      {drawerWanted && (
        <LazySlot>
          <MobileMenu items={items} opened={drawerOpened} onClose={drawer.close} />
        </LazySlot>
      )}
    </Box>
  );
}
