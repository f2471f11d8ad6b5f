import { MANUSCRIPT_STEPS, type StepDefinition, type StepValue } from '@galley/contracts';

export type ButtonMode = 'confirm' | 'pass' | 'error';

/**
 * Spec §4: a required step shows confirm; a step that is not required shows pass with no highlights and confirm with
 * some. Confirming a required step with no highlights turns the button to error (message `requiredStepEmpty`).
 */
export function buttonMode(
  step: StepValue,
  highlightCount: number,
  confirmAttempted = false,
  steps: readonly StepDefinition[] = MANUSCRIPT_STEPS,
): ButtonMode {
  const required = steps.find((candidate) => candidate.value === step)?.required ?? false;
  if (required) return confirmAttempted && highlightCount === 0 ? 'error' : 'confirm';
  return highlightCount === 0 ? 'pass' : 'confirm';
}
