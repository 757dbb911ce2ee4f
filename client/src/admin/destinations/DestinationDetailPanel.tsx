import '../catalogue/catalogue-admin.css';
import type { Destination } from '@island/shared';
import { DestinationDetail } from '../../public/destinations/DestinationDetail.tsx';
import { Icon } from '../../ui/Icon.tsx';
import { ScreenHeader } from '../ScreenHeader.tsx';

export interface DestinationDetailPanelProps {
  destination: Destination;
  onBack: () => void;
  /** Left out for a contributor, who only reads. */
  onEdit?: () => void;
}

/** One destination in full, in place of the list, with the way back to it. */
export function DestinationDetailPanel({ destination, onBack, onEdit }: DestinationDetailPanelProps) {
  return (
    <>
      <ScreenHeader
        title={destination.title}
        description="Detail destinasi"
        actions={
          <>
            <button type="button" className="button button--ghost" onClick={onBack}>
              <Icon name="arrowLeft" size={20} />
              Kembali
            </button>
            {onEdit && (
              <button type="button" className="button button--primary" onClick={onEdit}>
                <Icon name="pencil" size={20} />
                Edit
              </button>
            )}
          </>
        }
      />
      <section className="card catalogue-panel">
        <DestinationDetail destination={destination} />
      </section>
    </>
  );
}
