import { Navigate, type RouteObject } from 'react-router';
import { RequireAdmin } from '../account/guards/require-admin.tsx';
import { RequireLogin } from '../account/guards/require-login.tsx';

/** Admin routes (spec §2): a signed-in staff member or superuser whose session check passes. */
export const adminRoutes: RouteObject[] = [
  {
    path: 'admin',
    Component: RequireLogin,
    children: [
      {
        Component: RequireAdmin,
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
