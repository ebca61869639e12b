import { Dialog } from '../../../components/ui/dialog';

export type HistorySubject = { kind: 'user' | 'event'; id: string; title: string };

type HistoryDialogProps = { subject: HistorySubject | null; onClose: () => void };

/** Placeholder until the timeline lands (same session): the contract other tabs open it with. */
export function HistoryDialog({ subject, onClose }: HistoryDialogProps) {
  return (
    <Dialog open={subject !== null} onOpenChange={(open) => !open && onClose()} title={subject?.title ?? ''} size="wide">
      {null}
    </Dialog>
  );
}
