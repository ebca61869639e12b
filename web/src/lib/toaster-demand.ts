import { useSyncExternalStore } from 'react';

// Sonner's toaster weighs about 9 kB gzipped and the public pages never toast, so it stays out of the landing
// page's first load: the screens that can toast ask for it. Sonner replays the toasts raised before its toaster
// subscribed, so asking just before the first toast is soon enough.
let wanted = false;
const listeners = new Set<() => void>();

/** Mounts the app's toaster (once): called when a screen that shows toasts loads, or right before a toast. */
export function requestToaster(): void {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const isWanted = () => wanted;

/** Whether any screen has asked for the toaster yet. */
export function useToasterWanted(): boolean {
  return useSyncExternalStore(subscribe, isWanted, isWanted);
}
