import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { toast } from '../../../lib/toast';
import { errorMessage } from '../../../lib/api';
import { useCurrentUser } from '../../../lib/current-user';
import type { CalendarFile } from '../api/calendar-file';

/** Hands the file to the browser's downloads: an object URL on a temporary `<a download>`. */
function saveFile({ blob, fileName }: CalendarFile): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next task: the click has started the download by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * Calendar export, a Pro feature: Pro downloads the file; anyone else is told it is a Pro feature and taken to
 * the profile screen, where plans are changed. The server enforces the same rule (403).
 */
export function useCalendarExport(fetchFile: () => Promise<CalendarFile>) {
  const { t } = useTranslation('catalog');
  const navigate = useNavigate();
  const { data: user } = useCurrentUser();
  const download = useMutation({
    mutationFn: fetchFile,
    onSuccess: (file) => {
      saveFile(file);
      toast.success(t('toasts.calendarDownloaded'));
    },
    onError: (error) => {
      toast.error(t('toasts.error'), { description: errorMessage(error) || t('toasts.calendarFailed') });
    },
  });

  const start = () => {
    if (user?.accessLevel !== 'pro') {
      toast(t('toasts.upgradeTitle'), { description: t('toasts.upgradeCalendar') });
      void navigate('/profile');
      return;
    }
    download.mutate();
  };

  return { start, isPending: download.isPending };
}
