import * as AlertDialogPrimitive from '@radix-ui/react-alert-dialog';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';

export type DialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** Read by screen readers when the dialog opens; shown under the title. */
  description?: string;
  /** Wider, for forms and timelines. */
  size?: 'normal' | 'wide';
  children: ReactNode;
};

/** A modal panel: Radix traps focus, closes on Escape and labels it by its title. */
export function RadixDialog({ open, onOpenChange, title, description, size = 'normal', children }: DialogProps) {
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="dialog__overlay" />
        <DialogPrimitive.Content
          className={`dialog__content dialog__content--${size}`}
          // Radix warns when a dialog has no description unless told there is none on purpose.
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <DialogPrimitive.Title className="dialog__title">{title}</DialogPrimitive.Title>
          {description ? <DialogPrimitive.Description className="dialog__description">{description}</DialogPrimitive.Description> : null}
          {children}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

export type DialogCloseProps = { children: ReactNode; className?: string };

/** The close button of a `Dialog`, as a plain button with the given label. */
export function RadixDialogClose({ children, className = 'button button--outline' }: DialogCloseProps) {
  return (
    <DialogPrimitive.Close asChild>
      <button type="button" className={className}>
        {children}
      </button>
    </DialogPrimitive.Close>
  );
}

export type ConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  confirmLabel: string;
  cancelLabel: string;
  /** Red confirm button for what cannot be undone. */
  destructive?: boolean;
  /** The language of the texts when it may differ from the page's (a prompt the spec keeps in Spanish). */
  lang?: string;
  onConfirm: () => void;
};

/** Asks before doing something that matters (delete, revoke); the focus starts on Cancel. */
export function RadixConfirmDialog({ open, onOpenChange, title, description, confirmLabel, cancelLabel, destructive, lang, onConfirm }: ConfirmDialogProps) {
  return (
    <AlertDialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialogPrimitive.Portal>
        <AlertDialogPrimitive.Overlay className="dialog__overlay" />
        <AlertDialogPrimitive.Content className="dialog__content dialog__content--normal" lang={lang}>
          <AlertDialogPrimitive.Title className="dialog__title">{title}</AlertDialogPrimitive.Title>
          <AlertDialogPrimitive.Description className="dialog__description">{description}</AlertDialogPrimitive.Description>
          <div className="dialog__actions">
            <AlertDialogPrimitive.Cancel className="button button--outline">{cancelLabel}</AlertDialogPrimitive.Cancel>
            <AlertDialogPrimitive.Action className={destructive ? 'button button--danger' : 'button button--primary'} onClick={onConfirm}>
              {confirmLabel}
            </AlertDialogPrimitive.Action>
          </div>
        </AlertDialogPrimitive.Content>
      </AlertDialogPrimitive.Portal>
    </AlertDialogPrimitive.Root>
  );
}
