/** TanStack Query keys of the admin area, so a save can refresh exactly the lists it changed. */
export const adminKeys = {
  all: ['admin'] as const,
  templates: (search: string, page: number) => ['admin', 'journal-templates', search, page] as const,
  template: (id: string, version?: number) =>
    ['admin', 'journal-template', id, version ?? 'current'] as const,
  users: (filters: object, page: number) => ['admin', 'users', filters, page] as const,
  stats: (days: number) => ['admin', 'stats', days] as const,
  failedJobs: (page: number) => ['admin', 'failed-jobs', page] as const,
  bulletins: (page: number) => ['admin', 'bulletins', page] as const,
};
