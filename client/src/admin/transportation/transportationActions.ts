import { TEXTS, TRANSPORTATION_TEXTS, type Transportation } from '@island/shared';
import { messageOf } from '../../errors.ts';
import { trpc } from '../../trpc.ts';
import { useRowAction } from '../useRowAction.ts';

const T = TRANSPORTATION_TEXTS;
const failed = (text: (message: string) => string) => (error: unknown) => text(messageOf(error, TEXTS.internal));

/** Status change and delete, each acknowledged by a toast; the list and the home page refresh after. */
export function useTransportationActions() {
  const utils = trpc.useUtils();
  const setStatus = trpc.transportation.setStatus.useMutation();
  const remove = trpc.transportation.remove.useMutation();
  const { busyId, run } = useRowAction(() => Promise.all([utils.transportation.list.invalidate(), utils.home.invalidate()]));

  return {
    busyId,
    toggleStatus: (t: Transportation) => {
      const status = t.status === 'active' ? 'inactive' : 'active';
      return run(t.id, () => setStatus.mutateAsync({ id: t.id, status }), T.statusChanged(t.name, status), failed(T.statusFailed));
    },
    remove: (t: Transportation) => run(t.id, () => remove.mutateAsync({ id: t.id }), T.deleted(t.name), failed(T.deleteFailed)),
  };
}
