import { type Locale, SUPPORTED_LOCALES } from '@galley/contracts';
import { Button, Menu } from '@mantine/core';
import { IconCheck, IconChevronDown, IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useSaveLocale } from '../../features/account/session/use-save-locale.ts';
import { switchLocalePath } from '../../lib/i18n/locale-path.ts';
import { storeLocale } from '../../lib/i18n/locale-storage.ts';
import { useLocale } from '../locale/use-locale.ts';

/** Languages are listed by their own names, so a visitor finds theirs whatever the page language. */
export function LanguageSwitcher({ fullWidth = false }: { fullWidth?: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const location = useLocation();
  const navigate = useNavigate();
  const saveLocale = useSaveLocale();

  const choose = (next: Locale) => {
    // Stored first: the bare home page reads this choice when it renders.
    storeLocale(next);
    // A signed-in user's mails follow the language they read the site in.
    saveLocale(next);
    if (next !== locale) navigate(switchLocalePath(location, next));
  };

  return (
    <Menu
      position="bottom-end"
      shadow="md"
      width={180}
      withinPortal
      // No focus placeholder: axe rejects a focusable presentational child of role=menu (aria-required-children).
      withInitialFocusPlaceholder={false}
    >
      <Menu.Target>
        <Button
          variant="subtle"
          color="gray"
          fullWidth={fullWidth}
          justify={fullWidth ? 'space-between' : 'center'}
          leftSection={<IconLanguage size={18} stroke={1.7} />}
          rightSection={<IconChevronDown size={14} />}
          // The visible language name leads the accessible name (WCAG 2.5.3, label in name).
          aria-label={`${t(`language.${locale}`)} – ${t('language.change')}`}
          data-testid="language-switcher"
        >
          {t(`language.${locale}`)}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {SUPPORTED_LOCALES.map((option) => (
          <Menu.Item
            key={option}
            lang={option}
            onClick={() => choose(option)}
            rightSection={option === locale ? <IconCheck size={16} /> : null}
            data-testid={`language-option-${option}`}
            aria-current={option === locale ? 'true' : undefined}
          >
            {t(`language.${option}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
