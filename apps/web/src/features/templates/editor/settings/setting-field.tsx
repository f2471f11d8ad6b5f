import type { TemplateElement } from '@galley/contracts';
import { NativeSelect, Switch, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { EditorAction } from '../state/editor-action.ts';
import type { FieldSpec } from '../state/field-spec.ts';
import type { NumberError } from '../state/parse-number.ts';
import { getAtPath } from '../state/set-at-path.ts';

interface SettingFieldProps {
  element: TemplateElement;
  field: FieldSpec;
  /** Text typed into this number field that was refused, and why. */
  refused: { raw: string; error: NumberError } | undefined;
  dispatch: (action: EditorAction) => void;
}

/** One setting of the selected element, drawn by its kind; labels are `fields.<path>` in the catalogue. */
export function SettingField({ element, field, refused, dispatch }: SettingFieldProps) {
  const { t } = useTranslation('templates');
  const kind = element.element;
  const label = t(`fields.${field.path}`);
  const value = getAtPath(element, field.path);
  const testId = `setting-${field.path}`;
  if (field.kind === 'switch') {
    return (
      <Switch
        label={label}
        checked={value === true}
        data-testid={testId}
        onChange={(event) =>
          dispatch({ type: 'set', kind, path: field.path, value: event.currentTarget.checked })
        }
      />
    );
  }
  if (field.kind === 'select') {
    return (
      <NativeSelect
        label={label}
        value={String(value)}
        data-testid={testId}
        data={field.options.map((option) => ({ value: option, label: t(`options.${field.path}.${option}`) }))}
        onChange={(event) =>
          dispatch({ type: 'set', kind, path: field.path, value: event.currentTarget.value })
        }
      />
    );
  }
  if (field.kind === 'text') {
    return (
      <TextInput
        label={label}
        value={typeof value === 'string' ? value : ''}
        maxLength={field.max}
        data-testid={testId}
        onChange={(event) =>
          dispatch({ type: 'set', kind, path: field.path, value: event.currentTarget.value })
        }
      />
    );
  }
  return (
    <TextInput
      label={label}
      inputMode={field.kind === 'integer' ? 'numeric' : 'decimal'}
      value={refused?.raw ?? String(value ?? '')}
      error={refused && t(`validation.${refused.error}`, { min: field.min, max: field.max })}
      data-testid={testId}
      onChange={(event) =>
        dispatch({ type: 'setNumber', kind, path: field.path, raw: event.currentTarget.value })
      }
    />
  );
}
