import type { UseFormReturnType } from '@mantine/form';
import type { TFunction } from 'i18next';
import { type FormEvent, useState } from 'react';
import { type FeedbackOptions, submissionFeedback } from './submission-feedback.ts';

export interface FormSubmission<V> {
  /** The form's alert: a failure that belongs to no single field, or null. */
  alert: string | null;
  setAlert: (message: string | null) => void;
  /**
   * The form's submit handler: validates, clears the alert, runs `action`, and spreads a failure over
   * the fields and the alert (see `submissionFeedback`).
   */
  onSubmit: (action: (values: V) => Promise<void>) => (event?: FormEvent<HTMLFormElement>) => void;
}

/** What every account form does with a submit, in one place. */
export function useFormSubmission<V extends object>(
  form: UseFormReturnType<V>,
  t: TFunction,
  options: FeedbackOptions = {},
): FormSubmission<V> {
  const [alert, setAlert] = useState<string | null>(null);
  const onSubmit = (action: (values: V) => Promise<void>) =>
    form.onSubmit(async (values) => {
      setAlert(null);
      try {
        await action(values as V);
      } catch (error) {
        const feedback = submissionFeedback(error, t, options);
        form.setErrors(feedback.fields);
        setAlert(feedback.message);
      }
    });
  return { alert, setAlert, onSubmit };
}
