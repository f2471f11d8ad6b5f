import type { TemplateItem } from '@galley/contracts';
import { Alert, Anchor, Button, Radio, ScrollArea, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalePath } from '../../../app/locale/use-locale-path.ts';
import { useMyTemplates } from './use-my-templates.ts';

/** The user's saved templates as one radio group, each with the folders it sits in. */
export function MyTemplateList({
  value,
  onChange,
  maxHeight,
}: {
  value: TemplateItem | null;
  onChange: (template: TemplateItem) => void;
  maxHeight: number;
}) {
  const { t } = useTranslation('reference-results');
  const lp = useLocalePath();
  const mine = useMyTemplates(true);
  if (mine.isError) {
    return (
      <Alert color="red" variant="light" role="alert">
        {t('style.mineFailed')}{' '}
        <Button variant="subtle" size="compact-sm" onClick={() => void mine.refetch()}>
          {t('common:actions.retry')}
        </Button>
      </Alert>
    );
  }
  if (!mine.data) return <Skeleton h={160} radius="md" />;
  if (mine.data.length === 0) {
    return (
      <Text fz="sm" c="dimmed" data-testid="my-template-empty">
        {t('style.mineEmpty')}{' '}
        <Anchor component={Link} to={lp('/reference/bibliography/edit')}>
          {t('style.mineCreate')}
        </Anchor>
      </Text>
    );
  }
  const byId = new Map(mine.data.map((choice) => [choice.template.template_id, choice.template]));
  return (
    <Radio.Group
      label={t('style.mineLabel')}
      value={value?.template_id ?? null}
      onChange={(id) => {
        const template = byId.get(id);
        if (template) onChange(template);
      }}
      data-testid="my-template-list"
    >
      <ScrollArea.Autosize mah={maxHeight} type="auto" offsetScrollbars mt="xs">
        <Stack gap="xs" py={2} px={2}>
          {mine.data.map(({ template, path }) => (
            <Radio
              key={template.template_id}
              value={template.template_id}
              label={template.name}
              description={path.length > 0 ? path.join(' / ') : undefined}
              data-testid={`my-template-${template.template_id}`}
            />
          ))}
        </Stack>
      </ScrollArea.Autosize>
    </Radio.Group>
  );
}
