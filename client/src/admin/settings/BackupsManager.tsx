import './backups.css';
import { BACKUP_TEXTS as T, type BackupEntry, formatDateTime } from '@island/shared';
import type { ColumnDef } from '@tanstack/react-table';
import { useState } from 'react';
import { downloadBackup } from '../../api.ts';
import { messageOf } from '../../errors.ts';
import { trpc } from '../../trpc.ts';
import { DataTable } from '../../ui/DataTable.tsx';
import { toast } from '../../ui/toast.ts';

function formatSize(bytes: number | null): string {
  if (bytes === null) return '–';
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1).replace('.', ',')} MB`;
}

function StatusCell({ entry }: { entry: BackupEntry }) {
  const badge =
    entry.status === 'ok' ? (
      <span className="badge badge--success">{T.ok}</span>
    ) : entry.status === 'failed' ? (
      <span className="badge badge--backup-failed">{T.failed}</span>
    ) : (
      <span className="badge badge--muted">{T.running}</span>
    );
  return (
    <span className="backup-status">
      {badge}
      {entry.error && <span className="backup-status__reason">{entry.error}</span>}
      {entry.remote && (
        <span className={entry.remote.ok ? undefined : 'backup-status__reason'}>
          {entry.remote.ok ? T.remoteOk : `${T.remoteFailed}: ${entry.remote.error ?? ''}`}
        </span>
      )}
    </span>
  );
}

/** The schedule in words when it is a daily time (the default), else the cron expression itself. */
function describeSchedule(cron: string): string {
  const daily = /^(\d{1,2}) (\d{1,2}) \* \* \*$/.exec(cron);
  if (!daily) return `jadwal cron "${cron}"`;
  return `setiap hari pukul ${daily[2]!.padStart(2, '0')}.${daily[1]!.padStart(2, '0')}`;
}

const COLUMNS: ColumnDef<BackupEntry>[] = [
  { id: 'time', header: 'Waktu', cell: ({ row }) => formatDateTime(row.original.startedAt) },
  { id: 'size', header: 'Ukuran', cell: ({ row }) => formatSize(row.original.sizeBytes) },
  { id: 'status', header: 'Status', cell: ({ row }) => <StatusCell entry={row.original} /> },
];

/** Settings' backups (superadmin): a download made now, and the scheduled runs with how they went. */
export function BackupsManager() {
  const list = trpc.backups.list.useQuery(undefined, { staleTime: 0 });
  const [downloading, setDownloading] = useState(false);

  async function download() {
    setDownloading(true);
    try {
      await downloadBackup();
    } catch (error) {
      toast.error(messageOf(error, T.downloadFailed));
    } finally {
      setDownloading(false);
    }
  }

  const data = list.data;
  return (
    <section className="card backups-manager" aria-labelledby="backups-title">
      <div className="backups-manager__header">
        <div>
          <h2 id="backups-title">{T.title}</h2>
          <p>{T.intro}</p>
        </div>
        <button type="button" className="button button--primary" onClick={() => void download()} disabled={downloading}>
          {downloading ? T.downloading : T.download}
        </button>
      </div>
      {data && (
        <p className="backups-manager__schedule">
          {data.schedule
            ? `${T.scheduled}: ${describeSchedule(data.schedule)}, ${data.keep} cadangan terbaru disimpan${data.remoteConfigured ? ', juga disalin ke penyimpanan S3' : ''}.`
            : T.scheduleOff}
        </p>
      )}
      <DataTable
        columns={COLUMNS}
        rows={data?.backups ?? []}
        getRowKey={(entry) => entry.id}
        label="Daftar cadangan terjadwal"
        query={list}
        errorFallback="Daftar cadangan gagal dimuat."
        emptyText={T.none}
        keepRowsOnError
      />
    </section>
  );
}
