import { useTranslation } from 'react-i18next';
import { type BlogCategory, blogCategories } from '../../../lib/blog-post';
import { blogNamespace } from '../i18n';

type CategoryFilterProps = { category: BlogCategory | null; onChange: (category: BlogCategory | null) => void };

/** 'All' and the four categories as toggle buttons: the pressed one is the list's filter. */
export function CategoryFilter({ category, onChange }: CategoryFilterProps) {
  const { t } = useTranslation(blogNamespace);
  const choices = [
    { value: null, label: t('list.all') },
    ...blogCategories.map((value) => ({ value, label: t(`categories.${value}`) })),
  ];
  return (
    <div className="blog-filter" role="group" aria-label={t('list.filterLabel')}>
      {choices.map((choice) => (
        <button
          key={choice.value ?? 'all'}
          type="button"
          className="blog-filter__button"
          aria-pressed={choice.value === category}
          onClick={() => onChange(choice.value)}
        >
          {choice.label}
        </button>
      ))}
    </div>
  );
}
