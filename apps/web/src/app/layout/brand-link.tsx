import { Group, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalePath } from '../locale/use-locale-path.ts';
import { BrandMark } from './brand-mark.tsx';

export function BrandLink({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const lp = useLocalePath();
  return (
    <UnstyledButton component={Link} to={lp('/')} aria-label={t('brand.homeLabel')} onClick={onNavigate}>
      <Group gap={8} wrap="nowrap">
        <BrandMark />
        <Text component="span" fw={800} fz={21} lts={-0.4} c="ink.9">
          Galley
        </Text>
      </Group>
    </UnstyledButton>
  );
}
