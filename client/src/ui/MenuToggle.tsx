import type { PageMenu } from './usePageMenu.ts';

export interface MenuToggleProps {
  menu: PageMenu;
  /** The button's accessible name. */
  label: string;
  /** The id of the menu it opens. */
  controls: string;
  className: string;
}

/** The hamburger button of a page menu; its three bars turn into a cross while the menu is open. */
export function MenuToggle({ menu, label, controls, className }: MenuToggleProps) {
  const { open, setOpen, toggleRef } = menu;
  return (
    <button
      ref={toggleRef}
      type="button"
      className={`icon-button ${className}`}
      aria-label={label}
      aria-expanded={open}
      aria-controls={controls}
      onClick={() => setOpen(!open)}
    >
      <span className={`hamburger ${open ? 'hamburger--open' : ''}`} aria-hidden="true">
        <span />
        <span />
        <span />
      </span>
    </button>
  );
}
