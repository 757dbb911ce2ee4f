import { useSyncExternalStore } from 'react';
import { KEPT_COPY_ATTRIBUTE, OFFLINE_MESSAGE } from '../../sw/rules.ts';

// A page the worker drew from its kept copy came from the cache itself.
let fromCache = typeof document !== 'undefined' && document.documentElement.hasAttribute(KEPT_COPY_ATTRIBUTE);
const listeners = new Set<() => void>();
const set = (value: boolean) => {
  if (fromCache === value) return;
  fromCache = value;
  for (const listener of listeners) listener();
};

if (typeof navigator !== 'undefined' && 'serviceWorker' in navigator) {
  // The worker says so whenever it answers from its cache because the network did not.
  navigator.serviceWorker.addEventListener('message', (event: MessageEvent<{ type?: string }>) => {
    if (event.data?.type === OFFLINE_MESSAGE) set(true);
  });
  window.addEventListener('online', () => set(false));
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether something on screen came from the offline cache since the signal was last seen. */
export function useServedFromCache(): boolean {
  return useSyncExternalStore(subscribe, () => fromCache, () => false);
}
