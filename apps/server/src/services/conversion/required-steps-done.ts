import { StepData } from '@galley/contracts';

/** Spec §4: conversion starts only after all steps are complete — every required board step marked done. */
export function requiredStepsDone(stepData: unknown): boolean {
  const parsed = StepData.safeParse(typeof stepData === 'string' ? safeJson(stepData) : stepData);
  if (!parsed.success) return false;
  return parsed.data.step_set_list.every((set) =>
    set.step_array.every((step) => !step.required || step.done),
  );
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
