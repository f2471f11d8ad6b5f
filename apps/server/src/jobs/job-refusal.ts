/**
 * A job that cannot succeed however often it runs (a file that is no manuscript, an unknown journal):
 * the runner reports it as failed, gives its quota back and does not retry it.
 */
export class JobRefusal extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'JobRefusal';
  }
}
