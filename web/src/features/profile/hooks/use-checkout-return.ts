import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

/** How the user came back from checkout: `/profile?checkout=success&session_id=…` or `?checkout=cancelled`. */
export type CheckoutReturn = 'success' | 'cancelled' | null;

const checkoutParams = ['checkout', 'session_id'];

function readReturn(value: string | null): CheckoutReturn {
  return value === 'success' || value === 'cancelled' ? value : null;
}

/** Read once, then taken out of the address (a replace, not a new entry), so a reload does not repeat the message. */
export function useCheckoutReturn(): CheckoutReturn {
  const [searchParams, setSearchParams] = useSearchParams();
  const [checkoutReturn] = useState(() => readReturn(searchParams.get('checkout')));
  const inAddress = checkoutParams.some((name) => searchParams.has(name));

  useEffect(() => {
    if (!inAddress) return;
    setSearchParams(
      (params) => {
        const rest = new URLSearchParams(params);
        for (const name of checkoutParams) rest.delete(name);
        return rest;
      },
      { replace: true },
    );
  }, [inAddress, setSearchParams]);

  return checkoutReturn;
}
