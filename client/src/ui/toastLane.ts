/*
 * Notices stand at the bottom of the screen (ToastHost), where a dialog's title and close button
 * never are: a dialog is centred, and its header sits at its top. A tall dialog's footer (Simpan,
 * Batal) does reach the bottom, so while notices show, the root carries `--toast-lane`, the
 * height they take from the bottom of the viewport, and a dialog keeps that much clear at both
 * ends (dialog.css). It stays centred, so a dialog short enough to clear the notices never moves.
 */
/**
 * How far up from the viewport's bottom a notice reaches: where it is laid out (offsetTop leaves
 * out the slide-in, so the lane is there before the notice) or where it is painted, if higher (a
 * notice stacked behind the front one peeks out above it).
 */
function laneOf(toast: HTMLElement): number {
  const list = toast.offsetParent;
  const laidOut = list ? list.getBoundingClientRect().top + toast.offsetTop : Infinity;
  return window.innerHeight - Math.min(laidOut, toast.getBoundingClientRect().top);
}

export function watchToastLane(layer: HTMLElement): () => void {
  const root = document.documentElement;
  const update = () => {
    const toasts = layer.querySelectorAll<HTMLElement>('[data-sonner-toast]:not([data-removed="true"])');
    const lane = Math.max(0, ...[...toasts].map(laneOf));
    if (lane > 0) root.style.setProperty('--toast-lane', `${Math.ceil(lane)}px`);
    else root.style.removeProperty('--toast-lane');
  };
  // Toasts come, go, stack and slide in: each move ends with a mutation or a transition.
  const observer = new MutationObserver(update);
  observer.observe(layer, { subtree: true, childList: true, attributeFilter: ['data-removed', 'data-mounted', 'data-expanded', 'style'] });
  layer.addEventListener('transitionend', update);
  window.addEventListener('resize', update);
  return () => {
    observer.disconnect();
    layer.removeEventListener('transitionend', update);
    window.removeEventListener('resize', update);
    root.style.removeProperty('--toast-lane');
  };
}
