import { TEXTS, TRANSPORTATION_TEXTS, type Transportation } from '@island/shared';
import { useState } from 'react';
import { messageOf } from '../../errors.ts';
import { trpc } from '../../trpc.ts';
import { toast } from '../../ui/toast.ts';

/** Status change and delete, each acknowledged by a toast; the list and the home page refresh after. */
export function useTransportationActions() {
  const utils = trpc.useUtils();
  const [busyId, setBusyId] = useState<number | null>(null);
  const setStatus = trpc.transportation.setStatus.useMutation();
  const remove = trpc.transportation.remove.useMutation();

  async function run(id: number, action: () => Promise<void>, failure: (message: string) => string): Promise<boolean> {
    setBusyId(id);
    try {
      await action();
      await Promise.all([utils.transportation.list.invalidate(), utils.home.invalidate()]);
      return true;
    } catch (error) {
      toast.error(failure(messageOf(error, TEXTS.internal)));
      return false;
    } finally {
      setBusyId(null);
    }
  }

  return {
    busyId,
    toggleStatus: (t: Transportation) =>
      run(
        t.id,
        async () => {
          const status = t.status === 'active' ? 'inactive' : 'active';
          await setStatus.mutateAsync({ id: t.id, status });
          toast.success(TRANSPORTATION_TEXTS.statusChanged(t.name, status));
        },
        TRANSPORTATION_TEXTS.statusFailed,
      ),
    remove: (t: Transportation) =>
      run(
        t.id,
        async () => {
          await remove.mutateAsync({ id: t.id });
          toast.success(TRANSPORTATION_TEXTS.deleted(t.name));
        },
        TRANSPORTATION_TEXTS.deleteFailed,
      ),
  };
}
