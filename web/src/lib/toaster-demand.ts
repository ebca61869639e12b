import { useSyncExternalStore } from 'react';

// Sonner's toaster weighs about 9 kB gzipped, so it stays out of every page's first load: the first toast asks for
// it (lib/toast). Sonner replays the toasts raised before its toaster subscribed, so asking with the first toast is
// soon enough.
let wanted = false;
const listeners = new Set<() => void>();

/** Mounts the app's toaster (once): called right before a toast. */
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
