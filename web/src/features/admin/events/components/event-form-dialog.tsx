import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../../components/ui/dialog';
import type { AdminEvent } from '../api/admin-event';
import { adminEventsNamespace } from '../i18n';
import { EventForm } from './event-form';

/** What the form dialog is open for: a new event, or changing one. */
export type EventFormTarget = { event: AdminEvent | null };

type EventFormDialogProps = { target: EventFormTarget | null; onClose: () => void };

/** The form mounts afresh each time the dialog opens, so it always starts from the event as listed now. */
export function EventFormDialog({ target, onClose }: EventFormDialogProps) {
  const { t } = useTranslation(adminEventsNamespace);
  return (
    <Dialog
      open={target !== null}
      onOpenChange={(open) => !open && onClose()}
      title={target?.event ? t('form.editTitle') : t('form.addTitle')}
      size="wide"
    >
      {target ? <EventForm key={target.event?.id ?? 'new'} event={target.event} onDone={onClose} /> : null}
    </Dialog>
  );
}
