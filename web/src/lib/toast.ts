import type { ExternalToast, toast as sonnerToast } from 'sonner';
import { requestToaster } from './toaster-demand';

// The app's toasts, with sonner's API (`toast(…)`, `toast.success(…)`, `toast.error(…)`, `toast.warning(…)`), but
// sonner (about 10 kB gzipped) loads with the first toast rather than with every screen that might raise one: the
// events page on a phone shows its cards without it. The toaster mounts at the same time (lib/toaster-demand), and
// sonner shows a toast raised before its toaster subscribed once it does.
type Message = Parameters<typeof sonnerToast>[0];
type Kind = 'success' | 'error' | 'warning';

let sonner: Promise<typeof import('sonner')> | undefined;
const load = () => (sonner ??= import('sonner'));

function show(kind: Kind | null, message: Message, data?: ExternalToast): void {
  requestToaster();
  void load().then(({ toast: raise }) => (kind === null ? raise(message, data) : raise[kind](message, data)));
}

export const toast = Object.assign((message: Message, data?: ExternalToast) => show(null, message, data), {
  success: (message: Message, data?: ExternalToast) => show('success', message, data),
  error: (message: Message, data?: ExternalToast) => show('error', message, data),
  warning: (message: Message, data?: ExternalToast) => show('warning', message, data),
});
