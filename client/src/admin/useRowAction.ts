import { useState } from 'react';
import { toast } from '../ui/toast.ts';

/**
 * An action acknowledged by a toast: `success` once it went through, otherwise `failure` turned
 * from the error. True when it went through. Every back-office action that reports itself so
 * (row actions below, deletes behind a confirmation) runs through here.
 */
export async function withToast(send: () => Promise<unknown>, success: string, failure: (error: unknown) => string): Promise<boolean> {
  try {
    await send();
    toast.success(success);
    return true;
  } catch (error) {
    toast.error(failure(error));
    return false;
  }
}

/**
 * Actions on the rows of a list (show, verify, publish, review, delete…): the row is busy while
 * its action runs, `refresh` fetches again what changed, and the outcome is acknowledged by a toast.
 */
export function useRowAction(refresh: () => Promise<unknown>) {
  const [busyId, setBusyId] = useState<number | null>(null);

  /** True when the action went through. `failure` turns the error into the toast's text. */
  async function run(id: number, send: () => Promise<unknown>, success: string, failure: (error: unknown) => string): Promise<boolean> {
    setBusyId(id);
    try {
      return await withToast(
        async () => {
          await send();
          await refresh();
        },
        success,
        failure,
      );
    } finally {
      setBusyId(null);
    }
  }

  return { busyId, run };
}
