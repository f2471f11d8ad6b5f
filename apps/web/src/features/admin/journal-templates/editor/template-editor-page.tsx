import { useDocumentTitle } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { EditorLoading } from './editor-loading.tsx';
import { NewTemplate } from './new-template.tsx';
import { TemplateForm } from './template-form.tsx';
import { useTemplateDetail } from './use-template-detail.ts';

/** `/admin/templateEditor/create?kind=` and `/admin/templateEditor/edit/{id}[?version=N]`. */
export function TemplateEditorPage() {
  const { t } = useTranslation('admin');
  const { id } = useParams();
  const [params] = useSearchParams();
  const version = Number(params.get('version')) || undefined;
  const detail = useTemplateDetail(id, version);
  useDocumentTitle(t('common:documentTitle', { page: detail.data?.name ?? t('templates.title') }));
  if (!id) return <NewTemplate kind={params.get('kind') === 'journal' ? 'journal' : 'family'} />;
  if (detail.data)
    return (
      <TemplateForm
        key={`${id}-${detail.data.shown_version}-${detail.data.version}`}
        detail={detail.data}
        kind={detail.data.kind}
        initial={detail.data.fields}
      />
    );
  return <EditorLoading query={detail} />;
}
