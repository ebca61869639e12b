import { useState } from 'react';

/**
 * A control's own copy of a value kept in the URL. The router applies URL changes in a transition, so an input
 * bound straight to the URL would briefly snap back to its old value and lose keystrokes or a date being typed.
 * The draft follows the URL whenever that changes (a reset, back/forward) and otherwise leads it.
 */
export function useDraft<T>(value: T): [T, (next: T) => void] {
  const [draft, setDraft] = useState(value);
  const [followed, setFollowed] = useState(value);
  if (!Object.is(followed, value)) {
    setFollowed(value);
    setDraft(value);
  }
  return [draft, setDraft];
}
