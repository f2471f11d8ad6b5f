import type { RouteObject } from 'react-router';
import { namespacesLoader } from '../../lib/i18n/namespaces-loader.ts';

const ADMIN_NAMESPACES = ['admin', 'bulletin'];

/**
 * Admin routes (spec §2): a signed-in staff member or superuser whose session check passes; anyone else goes
 * home with 'You are not authorized to access this page.' (RequireAdmin). Children: the admin home (index),
 * the journal template editor (list, create, edit/{id}) and the bulletin's staff page.
 */
export const adminRoutes: RouteObject[] = [
  {
    path: 'admin',
    lazy: async () => ({ Component: (await import('../account/guards/require-login.tsx')).RequireLogin }),
    children: [
      {
        lazy: async () => ({ Component: (await import('../account/guards/require-admin.tsx')).RequireAdmin }),
        children: [
          {
            loader: namespacesLoader(ADMIN_NAMESPACES),
            lazy: async () => ({ Component: (await import('./shared/admin-layout.tsx')).AdminLayout }),
            children: [
              {
                index: true,
                lazy: async () => ({ Component: (await import('./home/admin-home-page.tsx')).AdminHomePage }),
              },
              {
                path: 'templateEditor',
                lazy: async () => ({
                  Component: (await import('./journal-templates/list/template-list-page.tsx'))
                    .TemplateListPage,
                }),
              },
              {
                path: 'templateEditor/create',
                lazy: async () => ({
                  Component: (await import('./journal-templates/editor/template-editor-page.tsx'))
                    .TemplateEditorPage,
                }),
              },
              {
                path: 'templateEditor/edit/:id',
                lazy: async () => ({
                  Component: (await import('./journal-templates/editor/template-editor-page.tsx'))
                    .TemplateEditorPage,
                }),
              },
              {
                path: 'bulletin',
                lazy: async () => ({
                  Component: (await import('./bulletin/bulletin-admin-page.tsx')).BulletinAdminPage,
                }),
              },
            ],
          },
        ],
      },
    ],
  },
];
