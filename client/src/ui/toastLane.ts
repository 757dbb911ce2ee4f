/**
 * Notices stand at the bottom of the screen (ToastHost), where a dialog's title and close button
 * never are: a dialog is centred, and its header sits at its top. A tall dialog's footer (Simpan,
 * Batal) does reach the bottom, so while notices show, the root carries `--toast-lane`, the
 * height they take from the bottom of the viewport, and a dialog keeps that much clear at both
 * ends (dialog.css). It stays centred, so a dialog short enough to clear the notices never moves.
 */
export function watchToastLane(layer: HTMLElement): () => void {
  const root = document.documentElement;
  const update = () => {
    const lane = Math.max(0, ...[...layer.querySelectorAll('[data-sonner-toast]:not([data-removed="true"])')].map((toast) => window.innerHeight - toast.getBoundingClientRect().top));
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
