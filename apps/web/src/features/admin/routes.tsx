import { Navigate, type RouteObject } from 'react-router';

/** Admin routes (spec §2): a signed-in staff member or superuser whose session check passes. */
export const adminRoutes: RouteObject[] = [
  {
    path: 'admin',
    lazy: async () => ({ Component: (await import('../account/guards/require-login.tsx')).RequireLogin }),
    children: [
      {
        lazy: async () => ({ Component: (await import('../account/guards/require-admin.tsx')).RequireAdmin }),
        children: [
          { index: true, element: <Navigate to="templateEditor" replace /> },
          {
            path: 'templateEditor',
            lazy: async () => ({
              Component: (await import('./template-editor-page.tsx')).TemplateEditorPage,
            }),
          },
        ],
      },
    ],
  },
];
