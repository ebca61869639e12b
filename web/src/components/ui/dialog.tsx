import { lazy, Suspense, useState } from 'react';
import type { ConfirmDialogProps, DialogCloseProps, DialogProps } from './dialog-radix';
import './dialog.css';

// Radix's dialogs (with their focus trap and scroll lock, about 20 kB gzipped) load when a dialog first opens, not
// with the pages that may open one: a closed dialog renders nothing anyway.
const loadRadix = () => import('./dialog-radix');
const RadixDialog = lazy(async () => ({ default: (await loadRadix()).RadixDialog }));
const RadixDialogClose = lazy(async () => ({ default: (await loadRadix()).RadixDialogClose }));
const RadixConfirmDialog = lazy(async () => ({ default: (await loadRadix()).RadixConfirmDialog }));

/** Whether `open` has been true once: from then on the dialog stays mounted, so it closes as Radix closes it. */
function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}

/** A modal panel: Radix traps focus, closes on Escape and labels it by its title. */
export function Dialog(props: DialogProps) {
  if (!useOpenedOnce(props.open)) return null;
  return (
    <Suspense fallback={null}>
      <RadixDialog {...props} />
    </Suspense>
  );
}

/** The close button of a `Dialog`, as a plain button with the given label. */
export function DialogClose(props: DialogCloseProps) {
  return (
    <Suspense fallback={null}>
      <RadixDialogClose {...props} />
    </Suspense>
  );
}

/** Asks before doing something that matters (delete, revoke); the focus starts on Cancel. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  if (!useOpenedOnce(props.open)) return null;
  return (
    <Suspense fallback={null}>
      <RadixConfirmDialog {...props} />
    </Suspense>
  );
}
