import { watchToastLane } from './toastLane.ts';

let layer: HTMLElement | null = null;
let stopWatchingLane: (() => void) | null = null;

/**
 * A modal <dialog> lives in the browser's top layer, above every z-index, so a toast posted while
 * one is open (a form's 'Validasi gagal…') would sit behind its backdrop. The toasts' container is
 * therefore a popover: showing it again puts it back on top of the top layer.
 */
export function registerToastLayer(element: HTMLElement | null) {
  layer = element;
  stopWatchingLane?.();
  stopWatchingLane = element ? watchToastLane(element) : null;
  if (!element || typeof element.showPopover !== 'function') return;
  element.setAttribute('popover', 'manual');
  // Undo the browser's popover box: the toasts position themselves.
  Object.assign(element.style, { inset: 'auto', width: '0', height: '0', margin: '0', padding: '0', border: '0', overflow: 'visible', background: 'transparent' });
  raiseToastLayer();
}

export function raiseToastLayer() {
  if (!layer?.isConnected || typeof layer.showPopover !== 'function') return;
  if (layer.matches(':popover-open')) layer.hidePopover();
  layer.showPopover();
}
