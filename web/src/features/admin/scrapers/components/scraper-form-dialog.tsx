import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../../components/ui/dialog';
import { adminNamespace } from '../../i18n';
import type { Scraper } from '../api/scraper';
import { ScraperForm } from './scraper-form';

/** What the form dialog is open for: a new scraper, or changing one. */
export type ScraperFormTarget = { scraper: Scraper | null };

type ScraperFormDialogProps = { target: ScraperFormTarget | null; onClose: () => void };

/** The form mounts afresh each time the dialog opens, so it always starts from the scraper as listed now. */
export function ScraperFormDialog({ target, onClose }: ScraperFormDialogProps) {
  const { t } = useTranslation(adminNamespace);
  return (
    <Dialog
      open={target !== null}
      onOpenChange={(open) => !open && onClose()}
      title={target?.scraper ? t('scrapers.form.editTitle') : t('scrapers.form.addTitle')}
      size="wide"
    >
      {target ? <ScraperForm key={target.scraper?.id ?? 'new'} scraper={target.scraper} onDone={onClose} /> : null}
    </Dialog>
  );
}
