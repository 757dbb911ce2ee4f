import { useEffect, useState } from 'react';

/** The current time, renewed every `everyMs` while `active` (a text such as "5 minutes ago" stays true). */
export function useNow(active: boolean, everyMs = 60_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    if (!active) return;
    setNow(new Date());
    const timer = window.setInterval(() => setNow(new Date()), everyMs);
    return () => window.clearInterval(timer);
  }, [active, everyMs]);
  return now;
}
