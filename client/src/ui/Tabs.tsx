import './tabs.css';
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef } from 'react';

export interface TabItem<T extends string> {
  id: T;
  label: ReactNode;
}

export interface TabsProps<T extends string> {
  /** Accessible name of the tab list, e.g. 'Pengaturan situs'. */
  label: string;
  tabs: readonly TabItem<T>[];
  value: T;
  onChange: (id: T) => void;
  /** The panel of one tab. */
  children: (id: T) => ReactNode;
  /**
   * Keep every panel mounted (hidden when not selected), so unsaved input in one tab survives
   * a look at another. Otherwise only the selected panel is rendered.
   */
  keepMounted?: boolean;
  className?: string;
}

/** How much of the neighbouring tab stays in sight beside a tab scrolled into view, so the row shows it goes on. */
const REVEAL_MARGIN_PX = 32;

/** Scrolls the tab row, and only the row (never the page), until the tab is in sight. */
function revealTab(list: HTMLElement, tab: HTMLElement) {
  const row = list.getBoundingClientRect();
  const box = tab.getBoundingClientRect();
  if (box.left < row.left) list.scrollBy({ left: box.left - row.left - REVEAL_MARGIN_PX });
  else if (box.right > row.right) list.scrollBy({ left: box.right - row.right + REVEAL_MARGIN_PX });
}

/**
 * WAI-ARIA tabs: one tab stop for the list, arrow keys (and Home/End) move between tabs and
 * select them, Tab moves on into the panel. The tabs stay on one row, which scrolls sideways on
 * a narrow screen; the selected tab is scrolled into view however it was chosen.
 */
export function Tabs<T extends string>({ label, tabs, value, onChange, children, keepMounted = false, className }: TabsProps<T>) {
  const baseId = useId();
  const tabRefs = useRef(new Map<T, HTMLButtonElement>());
  const listRef = useRef<HTMLDivElement>(null);
  const tabId = (id: T) => `${baseId}-tab-${id}`;
  const panelId = (id: T) => `${baseId}-panel-${id}`;

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = tabs.findIndex((tab) => tab.id === value);
    let next: number;
    if (event.key === 'ArrowRight' || event.key === 'ArrowDown') next = (index + 1) % tabs.length;
    else if (event.key === 'ArrowLeft' || event.key === 'ArrowUp') next = (index - 1 + tabs.length) % tabs.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = tabs.length - 1;
    else return;
    event.preventDefault();
    const target = tabs[next];
    if (!target) return;
    onChange(target.id);
    tabRefs.current.get(target.id)?.focus();
  }

  useEffect(() => {
    const list = listRef.current;
    const tab = tabRefs.current.get(value);
    if (list && tab) revealTab(list, tab);
  }, [value]);

  const shown = keepMounted ? tabs : tabs.filter((tab) => tab.id === value);

  return (
    <div className={`tabs ${className ?? ''}`}>
      <div ref={listRef} role="tablist" aria-label={label} className="tabs__list" onKeyDown={onKeyDown}>
        {tabs.map((tab) => {
          const selected = tab.id === value;
          return (
            <button
              key={tab.id}
              ref={(node) => {
                if (node) tabRefs.current.set(tab.id, node);
                else tabRefs.current.delete(tab.id);
              }}
              id={tabId(tab.id)}
              type="button"
              role="tab"
              className="tabs__tab"
              aria-selected={selected}
              // Only a rendered panel can be pointed at.
              aria-controls={keepMounted || selected ? panelId(tab.id) : undefined}
              tabIndex={selected ? 0 : -1}
              onClick={() => onChange(tab.id)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {shown.map((tab) => (
        <div
          key={tab.id}
          id={panelId(tab.id)}
          role="tabpanel"
          aria-labelledby={tabId(tab.id)}
          className="tabs__panel"
          hidden={tab.id !== value}
          tabIndex={0}
        >
          {children(tab.id)}
        </div>
      ))}
    </div>
  );
}
