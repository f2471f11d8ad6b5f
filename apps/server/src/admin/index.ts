/** Operator commands run by `galley admin …` (apps/cli loads this module from the server build or sources). */
export { type CreatedUser, type CreateUserCommandOptions, createUserCommand } from './create-user-command.ts';
