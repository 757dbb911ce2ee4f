import { useEffect, useState } from 'react';

/** The current time, renewed every `everyMs` while `active` (a text such as "5 minutes ago" stays true). */
export function useNow(active: boolean, everyMs = 60_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    if (!active) return;
    const tick = () => setNow(new Date());
    // At once too: the page may have been open a while before it became active.
    const first = window.setTimeout(tick, 0);
    const timer = window.setInterval(tick, everyMs);
    return () => {
      window.clearTimeout(first);
      window.clearInterval(timer);
    };
  }, [active, everyMs]);
  return now;
}
