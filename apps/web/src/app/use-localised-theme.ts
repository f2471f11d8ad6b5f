import { type MantineThemeOverride, mergeThemeOverrides } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { theme } from './theme.ts';

/**
 * The theme with the words Mantine's own controls need in the page language: every notification's close button
 * is named (axe: button-name), whichever screen raised it and whether or not it passed a label.
 */
export function useLocalisedTheme(): MantineThemeOverride {
  const { t } = useTranslation();
  return useMemo(
    () =>
      mergeThemeOverrides(theme, {
        components: {
          Notification: { defaultProps: { closeButtonProps: { 'aria-label': t('actions.close') } } },
        },
      }),
    [t],
  );
}
