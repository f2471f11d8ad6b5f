import { randomUUID } from 'node:crypto';
import type { ApiAnswer } from './respond.ts';

/**
 * A page of a list with Paddle's cursor paging: `after` is the id of the last item seen, `per_page` at most 200
 * (default 50), `meta.pagination.next` the full URL of the next page (the SDK follows it as given).
 */
export function page<T extends { id: string }>(
  items: T[],
  query: URLSearchParams,
  baseUrl: string,
  path: string,
  toJson: (item: T) => unknown,
): ApiAnswer {
  const perPage = Math.min(200, Math.max(1, Number(query.get('per_page') ?? 50) || 50));
  const after = query.get('after');
  const start = after ? items.findIndex((item) => item.id === after) + 1 : 0;
  const slice = items.slice(start, start + perPage);
  const last = slice.at(-1);
  const nextQuery = new URLSearchParams(query);
  if (last) nextQuery.set('after', last.id);
  return {
    status: 200,
    body: {
      data: slice.map(toJson),
      meta: {
        request_id: randomUUID(),
        pagination: {
          per_page: perPage,
          next: `${baseUrl}${path}?${nextQuery.toString()}`,
          has_more: start + perPage < items.length,
          estimated_total: items.length,
        },
      },
    },
  };
}

/** `order_by=field[ASC|DESC]` over the fields Paddle allows ordering by; default id ascending. */
export function ordered<T extends { id: string }>(
  items: T[],
  orderBy: string | null,
  fields: (keyof T)[],
): T[] {
  const match = /^(\w+)\[(ASC|DESC)\]$/i.exec(orderBy ?? '');
  const field = (match && fields.includes(match[1] as keyof T) ? match[1] : 'id') as keyof T;
  const sign = match?.[2]?.toUpperCase() === 'DESC' ? -1 : 1;
  return [...items].sort((a, b) => {
    const left = String(a[field] ?? '');
    const right = String(b[field] ?? '');
    return left === right ? a.id.localeCompare(b.id) * sign : left < right ? -sign : sign;
  });
}

/** Comma-separated filter values (Paddle's list filters take several). */
export const listParam = (query: URLSearchParams, name: string): string[] | null => {
  const value = query.get(name);
  return value
    ? value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean)
    : null;
};
