import { useRef, useState } from 'react';

/** A send button's state (SPEC §4): disabled and 提交中... while the call runs, then back. */
export function useSubmit(idleLabel: string, busyLabel = '提交中...') {
  const [submitting, setSubmitting] = useState(false);
  const inFlight = useRef(false);
  const run = async <T,>(fn: () => Promise<T>): Promise<T | undefined> => {
    // a double tap must not send twice, even before React re-renders the disabled button
    if (inFlight.current) return undefined;
    inFlight.current = true;
    setSubmitting(true);
    try {
      return await fn();
    } finally {
      inFlight.current = false;
      setSubmitting(false);
    }
  };
  return { submitting, label: submitting ? busyLabel : idleLabel, run };
}
