import type { Locale, PopupBanner } from '@galley/contracts';
import { Button, CloseButton, Group, Paper, Text, ThemeIcon } from '@mantine/core';
import { IconBell, IconSparkles } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './popup-card.module.css';
import type { PopupKind } from './popup-visibility.ts';

interface PopupCardProps {
  kind: PopupKind;
  banner: PopupBanner;
  locale: Locale;
  onHide: () => void;
  onClose: () => void;
}

/**
 * An update or notice from the server, with "don't show for a day / week" and a plain close. A card in
 * the bottom-left corner, not a modal: it never covers the navbar (the user menu, the language switcher)
 * or the contact button, and the page stays usable while it is open.
 */
export function PopupCard({ kind, banner, locale, onHide, onClose }: PopupCardProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const Icon = kind === 'update' ? IconSparkles : IconBell;
  return (
    <Paper
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      withBorder
      shadow="lg"
      radius="lg"
      p="md"
      className={classes.card}
      data-testid={`${kind}-popup`}
    >
      <Group gap="sm" wrap="nowrap" align="flex-start" justify="space-between">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <ThemeIcon variant="light" radius="xl" size="lg" aria-hidden="true">
            <Icon size={18} />
          </ThemeIcon>
          <div>
            <Text fz="xs" fw={700} tt="uppercase" c="ink.7" lts={0.5}>
              {t(kind === 'update' ? 'banners.popup.updateLabel' : 'banners.popup.noticeLabel')}
            </Text>
            <Text component="h2" id={titleId} fw={700} fz="md" lh={1.3} m={0}>
              {banner.title[locale]}
            </Text>
          </div>
        </Group>
        <CloseButton onClick={onClose} aria-label={t('banners.popup.close')} />
      </Group>
      <Text fz="sm" c="gray.8" mt="sm" style={{ whiteSpace: 'pre-line' }}>
        {banner.body[locale]}
      </Text>
      <Group justify="space-between" mt="md" gap="xs">
        <Button
          variant="subtle"
          color="gray"
          size="compact-sm"
          onClick={onHide}
          data-testid={`${kind}-popup-hide`}
        >
          {t(kind === 'update' ? 'banners.popup.hideForDay' : 'banners.popup.hideForWeek')}
        </Button>
        <Button size="compact-sm" onClick={onClose} data-testid={`${kind}-popup-close`}>
          {t('banners.popup.close')}
        </Button>
      </Group>
    </Paper>
  );
}
