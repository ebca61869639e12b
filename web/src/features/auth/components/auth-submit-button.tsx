type AuthSubmitButtonProps = { pending: boolean; label: string; pendingLabel: string };

/** Disabled while the request is out, so a double click cannot send it twice. */
export function AuthSubmitButton({ pending, label, pendingLabel }: AuthSubmitButtonProps) {
  return (
    <button type="submit" className="button button--primary auth-form__submit" disabled={pending} aria-busy={pending}>
      {pending ? pendingLabel : label}
    </button>
  );
}
