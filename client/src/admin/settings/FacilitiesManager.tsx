import { FACILITY_TEXTS, type Facility } from '@island/shared';
import { useEffect, useState } from 'react';
import { messageOf } from '../../errors.ts';
import { trpc } from '../../trpc.ts';
import { ListState } from '../../public/catalogue/ListState.tsx';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { toast } from '../../ui/toast.ts';
import { FacilityAddForm } from './FacilityAddForm.tsx';

/** The island's facilities: add, switch availability (saved at once), delete. */
export function FacilitiesManager() {
  const utils = trpc.useUtils();
  const list = trpc.facilities.list.useQuery(undefined, { staleTime: 0 });
  const update = trpc.facilities.update.useMutation();
  const remove = trpc.facilities.remove.useMutation();
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<Facility | null>(null);

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

  async function confirmDelete() {
    if (!deleting) return;
    try {
      await remove.mutateAsync({ id: deleting.id });
      toast.success(FACILITY_TEXTS.deleted(deleting.label));
      setDeleting(null);
      await Promise.all([utils.facilities.list.invalidate(), utils.home.invalidate()]);
    } catch (error) {
      toast.error(messageOf(error, FACILITY_TEXTS.deleteFailed));
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

      {adding && <FacilityAddForm onAdded={() => setAdding(false)} onCancel={() => setAdding(false)} />}

      <ListState
        loading={list.isPending}
        error={list.data ? null : list.error}
        errorFallback={FACILITY_TEXTS.listFailed}
        empty={facilities.length === 0}
        emptyText="Belum ada fasilitas."
        onRetry={() => void list.refetch()}
      >
        <ul className="facility-list">
          {facilities.map((facility) => (
            <li key={facility.id} className={`facility-row ${facility.available ? '' : 'facility-row--off'}`}>
              <span className="facility-row__icon" aria-hidden="true">
                {facility.icon}
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
                <button type="button" className="button button--ghost-danger button--small" onClick={() => setDeleting(facility)}>
                  Hapus<span className="visually-hidden"> {facility.label}</span>
                </button>
              </div>
            </li>
          ))}
        </ul>
      </ListState>

      <ConfirmDialog
        open={deleting !== null}
        title="Hapus Fasilitas"
        message={deleting ? `Hapus fasilitas ${deleting.label}? Tindakan ini tidak dapat dibatalkan.` : ''}
        confirmLabel="Hapus"
        tone="danger"
        busy={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}
