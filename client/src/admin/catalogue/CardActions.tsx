import './catalogue-admin.css';
import { Icon, type IconName } from '../../ui/Icon.tsx';

export interface CardAction {
  label: string;
  icon: IconName;
  onClick: () => void;
  danger?: boolean;
}

/** The buttons under a back-office card; `itemName` completes each button's accessible name. */
export function CardActions({ actions, itemName }: { actions: readonly CardAction[]; itemName: string }) {
  if (actions.length === 0) return null;
  return (
    <div className="card-actions">
      {actions.map((action) => (
        <button
          key={action.label}
          type="button"
          className={`button button--ghost button--small ${action.danger ? 'button--ghost-danger' : ''}`}
          onClick={action.onClick}
        >
          <Icon name={action.icon} size={18} />
          {action.label}
          <span className="visually-hidden"> {itemName}</span>
        </button>
      ))}
    </div>
  );
}
