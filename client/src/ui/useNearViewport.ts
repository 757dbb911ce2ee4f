import { type RefObject, useEffect, useState } from 'react';

/**
 * Whether an element has come within `margin` of the viewport (once true, it stays true). A
 * part of a long page that asks for its own data waits for this, so the first paint asks for
 * nothing beyond what the page itself carried. Without IntersectionObserver: true at once.
 */
export function useNearViewport(ref: RefObject<Element | null>, margin = '400px', skip = false): boolean {
  const [near, setNear] = useState(skip || typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setNear(true);
    }, { rootMargin: margin });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, ref, margin]);
  return near;
}
