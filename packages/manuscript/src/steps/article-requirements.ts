// The article types' step exceptions are a product rule shared with the journal templates: they live in contracts.
export { STEPS_NOT_REQUIRED_FOR as NOT_REQUIRED_FOR } from '@galley/contracts';
