import { useT } from '../../i18n/language.tsx';
import { useDocumentTitle } from '../../ui/useDocumentTitle.ts';
import { BoatBoard } from '../board/BoatBoard.tsx';
import { PageHeader } from '../PageHeader.tsx';

/** /jadwal-kapal: the boat board on a page of its own, the address a visitor keeps on the phone. */
export function BoatBoardPage() {
  const { t } = useT();
  useDocumentTitle(t('board.title'));
  return (
    <>
      <PageHeader title={t('board.title')} lead={t('board.lead')} />
      <section className="section">
        <div className="container">
          <BoatBoard />
        </div>
      </section>
    </>
  );
}
