import { useState } from 'react';
import { toast } from '../ui/toast.ts';

/**
 * Actions on the rows of a list (show, verify, deactivate, delete…): the row is busy while its
 * action runs, the outcome is acknowledged by a toast, and `refresh` fetches again what changed.
 */
export function useRowAction(refresh: () => Promise<unknown>) {
  const [busyId, setBusyId] = useState<number | null>(null);

  /** True when the action went through. `failure` turns the error into the toast's text. */
  async function run(id: number, send: () => Promise<unknown>, success: string, failure: (error: unknown) => string): Promise<boolean> {
    setBusyId(id);
    try {
      await send();
      toast.success(success);
      await refresh();
      return true;
    } catch (error) {
      toast.error(failure(error));
      return false;
    } finally {
      setBusyId(null);
    }
  }

  return { busyId, run };
}
