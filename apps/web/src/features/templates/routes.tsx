import type { RouteObject } from 'react-router';
import { namespacesLoader } from '../../lib/i18n/namespaces-loader.ts';
import { guardedArea } from '../account/guards/guarded-area.ts';

/*
 * The reference template editor (spec §2 Reference: bibliography/edit), guarded as the Reference Converter
 * is. Registered before the converter's routes so it takes this path over the converter's placeholder.
 */
export const templateRoutes: RouteObject[] = [
  guardedArea('reference', [
    {
      path: 'bibliography/edit',
      loader: namespacesLoader(['references', 'templates', 'template-drawer']),
      lazy: async () => ({
        Component: (await import('./editor/template-editor-page.tsx')).TemplateEditorPage,
      }),
    },
  ]),
];
