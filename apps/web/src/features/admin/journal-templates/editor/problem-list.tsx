import { Alert, List } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { FieldProblem } from '../rules/validate-fields.ts';

/** What keeps the template from being saved, each with the scope it belongs to. */
export function ProblemList({ problems }: { problems: readonly FieldProblem[] }) {
  const { t } = useTranslation('admin');
  if (problems.length === 0) return null;
  const where = (field: FieldProblem['field']) =>
    field === 'base'
      ? t('editor.scope.baseShort')
      : ['name', 'key', 'category', 'journals'].includes(field)
        ? t('editor.parts.general')
        : t(`articleTypes.${field}`);
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertCircle size={18} />}
      title={t('editor.problems')}
      role="alert"
      data-testid="template-problems"
    >
      <List size="sm" spacing={2}>
        {problems.map((problem) => {
          const values = {
            ...problem.values,
            ...(problem.values?.step ? { step: t(`steps.${problem.values.step}`) } : {}),
          };
          return (
            <List.Item key={`${problem.field}-${problem.key}-${JSON.stringify(problem.values)}`}>
              {where(problem.field)}: {t(`validation.${problem.key}`, values)}
            </List.Item>
          );
        })}
      </List>
    </Alert>
  );
}
