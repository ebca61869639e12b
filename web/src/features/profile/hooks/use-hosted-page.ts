import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { errorMessage } from '../../../lib/api';
import type { HostedPageUrl } from '../api/hosted-page-url';
import { hostedPage } from '../hosted-page';
import { profileNamespace } from '../i18n';

export type HostedPageAction<T> = {
  open: (variables: T) => void;
  /** From the click until the browser has left: the buttons stay disabled so the server is not asked twice. */
  busy: boolean;
  /** What the busy request was started with (which button), for its "Redirecting…" label. */
  busyWith: T | undefined;
};

/**
 * Asks the server for a checkout or billing-portal page and sends the browser there; a refusal is a destructive
 * toast with the server's message (spec section 8).
 */
export function useHostedPage<T>(request: (variables: T) => Promise<HostedPageUrl>): HostedPageAction<T> {
  const { t } = useTranslation(profileNamespace);
  const mutation = useMutation({
    mutationFn: request,
    onSuccess: ({ url }) => hostedPage.open(url),
    onError: (error) => {
      toast.error(t('toasts.error'), { description: errorMessage(error) });
    },
  });
  const busy = mutation.isPending || mutation.isSuccess;
  return { open: mutation.mutate, busy, busyWith: busy ? mutation.variables : undefined };
}
