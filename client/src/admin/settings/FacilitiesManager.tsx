import { FACILITY_TEXTS, type Facility } from '@island/shared';
import { useEffect, useState } from 'react';
import { messageOf } from '../../errors.ts';
import { trpc } from '../../trpc.ts';
import { QueryListState } from '../../ui/ListState.tsx';
import { FacilityIcon } from '../../ui/FacilityIcon.tsx';
import { toast } from '../../ui/toast.ts';
import { removeWithToast, useDeleteConfirmation } from '../useDeleteConfirmation.tsx';
import { FacilityForm } from './FacilityForm.tsx';

/** The island's facilities: add, edit (in both languages), switch availability (saved at once), delete. */
export function FacilitiesManager() {
  const utils = trpc.useUtils();
  const list = trpc.facilities.list.useQuery(undefined, { staleTime: 0 });
  const update = trpc.facilities.update.useMutation();
  const remove = trpc.facilities.remove.useMutation();
  const [adding, setAdding] = useState(false);
  /** The facility whose form is open in place of its row. */
  const [editing, setEditing] = useState<Facility | null>(null);
  const confirmDelete = useDeleteConfirmation<Facility>({
    title: 'Hapus Fasilitas',
    message: (facility) => `Hapus fasilitas ${facility.label}? Tindakan ini tidak dapat dibatalkan.`,
    remove: removeWithToast(
      async (facility) => {
        await remove.mutateAsync({ id: facility.id });
        // The confirmation closes at once; the lists catch up behind it.
        void Promise.all([utils.facilities.list.invalidate(), utils.home.invalidate()]);
      },
      (facility) => FACILITY_TEXTS.deleted(facility.label),
      FACILITY_TEXTS.deleteFailed,
    ),
  });

  useEffect(() => {
    if (list.isError) toast.error(messageOf(list.error, FACILITY_TEXTS.listFailed));
  }, [list.isError, list.error]);

  // The box flips at once; if the save fails the list goes back to what the server holds.
  async function setAvailable(facility: Facility, available: boolean) {
    utils.facilities.list.setData(undefined, (old) => old?.map((f) => (f.id === facility.id ? { ...f, available } : f)));
    try {
      await update.mutateAsync({ id: facility.id, available });
    } catch (error) {
      utils.facilities.list.setData(undefined, (old) => old?.map((f) => (f.id === facility.id ? { ...f, available: facility.available } : f)));
      toast.error(messageOf(error, FACILITY_TEXTS.toggleFailed));
    } finally {
      await Promise.all([utils.facilities.list.invalidate(), utils.home.invalidate()]);
    }
  }

  const facilities = list.data ?? [];

  return (
    <section className="card facilities-manager" aria-labelledby="facilities-manager-title">
      <div className="facilities-manager__header">
        <div>
          <h2 id="facilities-manager-title">Island Facilities</h2>
          <p>Fasilitas yang tersedia tampil di beranda.</p>
        </div>
        <button type="button" className="button button--primary" aria-expanded={adding} onClick={() => setAdding((open) => !open)}>
          Add Facility
        </button>
      </div>

      {adding && <FacilityForm facility={null} onSaved={() => setAdding(false)} onCancel={() => setAdding(false)} />}

      <QueryListState query={list} items={facilities} errorFallback={FACILITY_TEXTS.listFailed} emptyText="Belum ada fasilitas." keepRowsOnError>
        <ul className="facility-list">
          {facilities.map((facility) =>
            editing?.id === facility.id ? (
              <li key={facility.id}>
                <FacilityForm facility={editing} onSaved={() => setEditing(null)} onCancel={() => setEditing(null)} />
              </li>
            ) : (
              <li key={facility.id} className={`facility-row ${facility.available ? '' : 'facility-row--off'}`}>
                <span className="facility-row__icon">
                  <FacilityIcon icon={facility.icon} />
                </span>
                <div className="facility-row__text">
                  <span className="facility-row__label">{facility.label}</span>
                  {facility.description && <span className="facility-row__description">{facility.description}</span>}
                </div>
                <div className="facility-row__controls">
                  <label className="field--check facility-row__toggle">
                    <input type="checkbox" checked={facility.available} onChange={(event) => void setAvailable(facility, event.target.checked)} />
                    Tersedia<span className="visually-hidden">: {facility.label}</span>
                  </label>
                  <button type="button" className="button button--ghost button--small" onClick={() => setEditing(facility)}>
                    Ubah<span className="visually-hidden"> {facility.label}</span>
                  </button>
                  <button type="button" className="button button--ghost-danger button--small" onClick={() => confirmDelete.ask(facility)}>
                    Hapus<span className="visually-hidden"> {facility.label}</span>
                  </button>
                </div>
              </li>
            ),
          )}
        </ul>
      </QueryListState>

      {confirmDelete.dialog}
    </section>
  );
}
