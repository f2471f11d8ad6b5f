import { AppError } from '../errors/app-error.ts';

/**
 * The row, if it exists and is the user's. Anything else is 404 `not_found`, never 403: someone else's
 * id and an id that does not exist answer alike, so ids cannot be probed.
 */
export function assertOwner<Row extends { userId: string }>(
  row: Row | null | undefined,
  userId: string,
  what = 'item',
): Row {
  if (!row || row.userId !== userId) throw new AppError('not_found', `No ${what} with this id.`);
  return row;
}
