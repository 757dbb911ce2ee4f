import { lazy, Suspense, useRef } from 'react';
import { useNearViewport } from '../../ui/useNearViewport.ts';

const BoatBoard = lazy(async () => ({ default: (await import('./BoatBoard.tsx')).BoatBoard }));

/**
 * The board where it sits below the fold (the home page): its code and its data are fetched as
 * the visitor scrolls near it, so neither is part of the first visit's bytes.
 */
export function NearBoatBoard(props: { headingLevel?: 2 | 3; linkToPage?: boolean }) {
  const anchor = useRef<HTMLDivElement>(null);
  const near = useNearViewport(anchor, '400px');
  const placeholder = <div ref={anchor} className="boat-board-placeholder" aria-busy="true" />;
  if (!near) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <BoatBoard {...props} />
    </Suspense>
  );
}
