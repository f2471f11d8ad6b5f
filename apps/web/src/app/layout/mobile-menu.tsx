import { Box, Divider, Drawer, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useLocalePath } from '../locale/use-locale-path.ts';
import { AccountActions } from './account-actions.tsx';
import { LanguageSwitcher } from './language-switcher.tsx';
import classes from './layout.module.css';
import type { NavItem } from './nav-items.ts';

/** The phone's menu: a drawer with the navbar's destinations, the language and the account actions. */
export function MobileMenu({
  items,
  opened,
  onClose,
}: {
  items: NavItem[];
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const lp = useLocalePath();
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="xs"
      title={t('nav.menuTitle')}
      hiddenFrom="md"
      closeButtonProps={{ 'aria-label': t('actions.close') }}
    >
      <Stack gap="xs">
        <Box component="nav" aria-label={t('nav.mainLabel')}>
          {items.map((item) => (
            <NavLink key={item.path} to={lp(item.path)} className={classes.mobileLink} onClick={onClose}>
              {t(item.labelKey)}
            </NavLink>
          ))}
        </Box>
        <Divider />
        <LanguageSwitcher fullWidth />
        <AccountActions stacked onNavigate={onClose} />
      </Stack>
    </Drawer>
  );
}
