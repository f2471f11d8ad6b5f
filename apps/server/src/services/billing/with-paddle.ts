import { AppError } from '../../errors/app-error.ts';

/**
 * Runs a call to Paddle; a failure there (network, Paddle's error) becomes a 503 with the spec's
 * message of the screen asking ("… try again later"), never Paddle's own text.
 */
export async function withPaddle<T>(detail: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('service_unavailable', detail);
  }
}
