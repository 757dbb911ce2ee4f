import '../catalogue/catalogue-admin.css';
import { type Destination, formatCoordinate } from '@island/shared';
import { DESTINATION_CATEGORY_LABELS } from '../../public/catalogue/labels.ts';
import { mapPlaceUrl } from '../../public/catalogue/maps.ts';
import { Icon } from '../../ui/Icon.tsx';
import { DataTableHead } from '../DataTableHead.tsx';

const COLUMNS = ['Title', 'Category', 'Location', 'Description'];

export interface DestinationTableProps {
  destinations: readonly Destination[];
  /** False for a contributor: the table is read-only. */
  canWrite: boolean;
  onView: (destination: Destination) => void;
  onEdit: (destination: Destination) => void;
  onDelete: (destination: Destination) => void;
}

/** The destinations list of the back-office; on a phone it scrolls sideways inside its box. */
export function DestinationTable({ destinations, canWrite, onView, onEdit, onDelete }: DestinationTableProps) {
  return (
    <div className="table-scroll">
      <table className="data-table destination-table">
        <DataTableHead columns={COLUMNS} />
        <tbody>
          {destinations.map((destination) => {
            const { id, title, category, location, shortDescription } = destination;
            return (
              <tr key={id}>
                <th scope="row">
                  <span className="data-table__title">{title}</span>
                </th>
                <td>
                  <span className="badge badge--info">{DESTINATION_CATEGORY_LABELS[category]}</span>
                </td>
                <td className="destination-table__coords">
                  {formatCoordinate(location.lat)}, {formatCoordinate(location.lng)}
                </td>
                <td className="data-table__message destination-table__text">{shortDescription}</td>
                <td>
                  <div className="destination-table__actions">
                    <button type="button" className="icon-button" onClick={() => onView(destination)} aria-label={`Lihat detail ${title}`} title="Lihat detail">
                      <Icon name="eye" size={20} />
                    </button>
                    <a
                      className="icon-button"
                      href={mapPlaceUrl(location.lat, location.lng)}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={`Lihat ${title} di peta (tab baru)`}
                      title="Lihat di peta"
                    >
                      <Icon name="mapPin" size={20} />
                    </a>
                    {canWrite && (
                      <>
                        <button type="button" className="icon-button" onClick={() => onEdit(destination)} aria-label={`Edit ${title}`} title="Edit">
                          <Icon name="pencil" size={20} />
                        </button>
                        <button
                          type="button"
                          className="icon-button icon-button--danger"
                          onClick={() => onDelete(destination)}
                          aria-label={`Hapus ${title}`}
                          title="Hapus"
                        >
                          <Icon name="trash" size={20} />
                        </button>
                      </>
                    )}
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
