import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../../lib/toast';
import { DialogClose } from '../../../../components/ui/dialog';
import { ApiError, errorMessage } from '../../../../lib/api';
import { adminNamespace } from '../../i18n';
import {
  isSettingField,
  optionalSelectors,
  requiredSelectors,
  type Scraper,
  type SelectorField,
  strategies,
} from '../api/scraper';
import { type SaveScraper, useSaveScraper } from '../hooks/use-scraper-mutations';
import { ScraperField } from './scraper-field';
import { ScraperPreview } from './scraper-preview';
import { changedSettings, emptyScraperForm, previewRequestOf, scraperFormSchema, scraperFormValues } from './scraper-form-schema';

type ScraperFormProps = {
  /** null: a new scraper. */
  scraper: Scraper | null;
  onDone: () => void;
};

type FieldWithProblem = 'name' | 'organizer' | 'startUrls' | 'strategy' | 'pageLimit' | 'schedule' | 'isActive' | `selectors.${SelectorField}`;

const selectorFields: readonly SelectorField[] = [...requiredSelectors, ...optionalSelectors];

/**
 * The server names the field it refuses (`"schedule: Must be a cron expression…"`, `"startUrls.0: Must be an http://
 * or https:// link"`, `"selectors.card: Required"`): shown under that field.
 */
function fieldProblem(error: unknown): { field: FieldWithProblem; message: string } | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  const match = /^([\w.]+): (.+)$/s.exec(errorMessage(error));
  if (!match) return null;
  const [field, part] = match[1].split('.');
  const selector = selectorFields.find((name) => name === part);
  if (field === 'selectors') return selector ? { field: `selectors.${selector}`, message: match[2] } : null;
  return isSettingField(field) && field !== 'selectors' ? { field, message: match[2] } : null;
}

export function ScraperForm({ scraper, onDone }: ScraperFormProps) {
  const { t } = useTranslation(adminNamespace);
  const save = useSaveScraper();
  const { register, handleSubmit, setError, watch, getValues, formState } = useForm({
    resolver: zodResolver(scraperFormSchema),
    defaultValues: scraper ? scraperFormValues(scraper) : emptyScraperForm,
  });
  const { errors } = formState;
  const strategy = watch('strategy');

  const onSubmit = handleSubmit((settings) => {
    const request: SaveScraper = scraper ? { id: scraper.id, settings: changedSettings(scraper, settings) } : { id: null, settings };
    if (Object.keys(request.settings).length === 0) return onDone();
    save.mutate(request, {
      onSuccess: onDone,
      onError: (error) => {
        const problem = fieldProblem(error);
        // A selector's problem is shown only where its field is: with the 'selectors' strategy chosen.
        if (problem && (!problem.field.startsWith('selectors.') || strategy === 'selectors')) {
          setError(problem.field, { type: 'server', message: problem.message }, { shouldFocus: true });
        } else {
          toast.error(scraper ? t('scrapers.toasts.updateFailed') : t('scrapers.toasts.createFailed'), { description: errorMessage(error) });
        }
      },
    });
  });

  return (
    <form className="scraper-form" noValidate onSubmit={onSubmit}>
      <p className="scraper-form__note">{t('scrapers.form.requiredHint')}</p>
      <div className="scraper-form__grid">
        <ScraperField id="scraper-name" label={t('scrapers.form.name')} error={errors.name?.message}>
          {(control) => <input type="text" {...control} {...register('name')} />}
        </ScraperField>
        <ScraperField id="scraper-organizer" label={t('scrapers.form.organizer')} error={errors.organizer?.message}>
          {(control) => <input type="text" {...control} {...register('organizer')} />}
        </ScraperField>
        <ScraperField
          id="scraper-start-urls"
          label={t('scrapers.form.startUrls')}
          hint={t('scrapers.form.startUrlsHint')}
          error={errors.startUrls?.message}
          wide
        >
          {(control) => <textarea rows={3} placeholder="https://" spellCheck={false} {...control} {...register('startUrls')} />}
        </ScraperField>
        <ScraperField id="scraper-strategy" label={t('scrapers.form.strategy')} error={errors.strategy?.message}>
          {(control) => (
            <select {...control} {...register('strategy')}>
              {strategies.map((value) => (
                <option key={value} value={value}>
                  {t(`scrapers.strategies.${value}`)}
                </option>
              ))}
            </select>
          )}
        </ScraperField>
        <ScraperField
          id="scraper-page-limit"
          label={t('scrapers.form.pageLimit')}
          hint={t('scrapers.form.pageLimitHint')}
          error={errors.pageLimit?.message}
        >
          {(control) => <input type="number" min={1} max={500} step={1} inputMode="numeric" {...control} {...register('pageLimit')} />}
        </ScraperField>
        {strategy === 'selectors' ? (
          <fieldset className="scraper-form__selectors scraper-form__wide" aria-describedby="scraper-selectors-hint">
            <legend>{t('scrapers.form.selectors')}</legend>
            <p id="scraper-selectors-hint" className="admin-field__hint">
              {t('scrapers.form.selectorsHint')}
            </p>
            <div className="scraper-form__grid">
              {selectorFields.map((field) => (
                <ScraperField
                  key={field}
                  id={`scraper-selector-${field}`}
                  label={t(`scrapers.form.selectorFields.${field}`)}
                  error={errors.selectors?.[field]?.message}
                >
                  {(control) => <input type="text" spellCheck={false} {...control} {...register(`selectors.${field}`)} />}
                </ScraperField>
              ))}
            </div>
          </fieldset>
        ) : null}
        <ScraperField
          id="scraper-schedule"
          label={t('scrapers.form.schedule')}
          hint={t('scrapers.form.scheduleHint')}
          error={errors.schedule?.message}
        >
          {(control) => <input type="text" spellCheck={false} {...control} {...register('schedule')} />}
        </ScraperField>
        <ScraperField
          id="scraper-active"
          label={t('scrapers.form.isActive')}
          hint={t('scrapers.form.isActiveHint')}
          error={errors.isActive?.message}
          check
        >
          {(control) => <input type="checkbox" {...control} {...register('isActive')} />}
        </ScraperField>
      </div>
      <ScraperPreview settings={() => previewRequestOf(getValues())} />
      <div className="dialog__actions">
        <DialogClose>{t('scrapers.form.cancel')}</DialogClose>
        <button type="submit" className="button button--primary" disabled={save.isPending}>
          {save.isPending ? t('scrapers.form.saving') : scraper ? t('scrapers.form.save') : t('scrapers.form.create')}
        </button>
      </div>
    </form>
  );
}
