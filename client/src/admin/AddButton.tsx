import { Icon } from '../ui/Icon.tsx';

/** A screen's main action, adding a new item, for its header. */
export function AddButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button type="button" className="button button--primary" onClick={onClick}>
      <Icon name="plus" size={20} />
      {label}
    </button>
  );
}
