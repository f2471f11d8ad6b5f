import { ARTICLE_TYPES, type ArticleType } from '@galley/contracts';
import { NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The article type (contracts' ARTICLE_TYPES): it decides which items are required. */
export function ArticleTypeSelect({
  value,
  disabled,
  onChange,
}: {
  value: ArticleType;
  disabled: boolean;
  onChange: (type: ArticleType) => void;
}) {
  const { t } = useTranslation('manuscript');
  return (
    <NativeSelect
      label={t('upload.articleType.label')}
      description={t('upload.articleType.description')}
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(event.currentTarget.value as ArticleType)}
      data={ARTICLE_TYPES.map((type) => ({ value: type, label: t(`upload.articleType.${type}`) }))}
      maw={360}
      data-testid="article-type"
    />
  );
}
