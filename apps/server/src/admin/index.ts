/** Operator commands run by `galley admin …` (apps/cli loads this module from the server build or sources). */
export { type CreatedUser, type CreateUserCommandOptions, createUserCommand } from './create-user-command.ts';
export { type PlanSet, type SetPlanCommandOptions, setPlanCommand } from './set-plan-command.ts';
