/** TanStack Query keys of the manuscript area, so every board page refreshes the same cache entries. */
export const conversionKeys = {
  all: ['conversions'] as const,
  list: (page: number, condition: string) => ['conversions', 'list', page, condition] as const,
  one: (conversionId: string) => ['conversions', 'one', conversionId] as const,
  board: (conversionId: string) => ['conversions', 'board', conversionId] as const,
};
