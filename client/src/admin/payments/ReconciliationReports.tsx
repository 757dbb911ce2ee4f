import { formatDateTime, formatRupiah, ID_LABELS, type Reconciliation, type ReconciliationKind } from '@island/shared';
import { useId, useState } from 'react';
import { messageOf } from '../../errors.ts';
import { trpc } from '../../trpc.ts';
import { shortDay } from '../../ui/calendar/calendarDates.ts';
import { toast } from '../../ui/toast.ts';

const KIND_WORDS: Record<ReconciliationKind, string> = {
  corrected: 'Diperbarui dari penyedia',
  status: 'Status berbeda',
  amount: 'Jumlah berbeda',
  unknown: 'Tidak dikenal penyedia',
};

/**
 * The daily reconciliation's reports, newest day first, and "Cocokkan" for one past day (the
 * day before by default): what the provider sees otherwise than this site, charge by charge.
 */
export function ReconciliationReports({ yesterday, enabled }: { yesterday: string; enabled: boolean }) {
  const utils = trpc.useUtils();
  const reports = trpc.payments.reconciliations.useQuery(undefined, { staleTime: 0 });
  const reconcile = trpc.payments.reconcile.useMutation();
  const [day, setDay] = useState(yesterday);
  const dayId = useId();

  async function run() {
    try {
      const report = await reconcile.mutateAsync({ day });
      const open = report.differences.filter((d) => d.kind !== 'corrected').length;
      toast.success(open === 0 ? `${report.charges} tagihan cocok dengan penyedia` : `${open} tagihan perlu dicek`);
      await Promise.all([utils.payments.reconciliations.invalidate(), utils.payments.list.invalidate()]);
    } catch (error) {
      toast.error(messageOf(error, 'Penyedia pembayaran tidak bisa dihubungi'));
    }
  }

  return (
    <section className="card reconciliation" aria-labelledby={`${dayId}-title`}>
      <h2 id={`${dayId}-title`} className="stats-panel__title">
        Pencocokan harian
      </h2>
      <p className="field__hint">Setiap malam tagihan hari sebelumnya dicocokkan dengan catatan penyedia pembayaran. Perbedaan yang perlu dicek juga dikirim ke email pemberitahuan.</p>
      {enabled && (
        <div className="toolbar reconciliation__run">
          <div className="toolbar__filter">
            <label htmlFor={dayId}>Tanggal</label>
            <input id={dayId} className="toolbar__input" type="date" max={yesterday} value={day} onChange={(e) => setDay(e.target.value)} />
          </div>
          <button type="button" className="button button--ghost" disabled={reconcile.isPending || day === '' || day > yesterday} onClick={() => void run()}>
            Cocokkan sekarang
          </button>
        </div>
      )}
      {reports.data && reports.data.reports.length === 0 && <p>Belum ada pencocokan.</p>}
      <ul className="reconciliation__days">
        {reports.data?.reports.map((report) => <ReportDay key={report.day} report={report} />)}
      </ul>
    </section>
  );
}

function ReportDay({ report }: { report: Reconciliation }) {
  const open = report.differences.filter((d) => d.kind !== 'corrected').length;
  return (
    <li className="reconciliation__day">
      <p>
        <strong>{shortDay(report.day, 'id')}</strong> · {report.charges} tagihan ·{' '}
        {open === 0 ? <span className="badge badge--success">Cocok</span> : <span className="badge badge--warning">{open} perlu dicek</span>}
        {report.corrected > 0 && <span className="badge badge--info">{report.corrected} diperbarui</span>}
        <br />
        <small>Dicocokkan {formatDateTime(report.checked_at)}</small>
      </p>
      {report.differences.length > 0 && (
        <ul className="reconciliation__differences">
          {report.differences.map((d) => (
            <li key={d.order_id}>
              <strong>{KIND_WORDS[d.kind]}</strong>: {d.order_id} (booking {d.booking_code}) · di sini {ID_LABELS.chargeStatus[d.ours]} {formatRupiah(d.amount)} · di penyedia{' '}
              {d.provider_status ?? 'tidak ada'}
              {d.provider_amount ? ` ${d.provider_amount}` : ''}
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
