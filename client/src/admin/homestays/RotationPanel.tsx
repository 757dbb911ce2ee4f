import { formatCount, formatDateTime, formatDay, formatRupiah, type RotationPeriod } from '@island/shared';
import { messageOf } from '../../errors.ts';
import { trpc } from '../../trpc.ts';
import { Spinner } from '../../ui/Spinner.tsx';
import { toast } from '../../ui/toast.ts';

const PERIOD_LABELS: Record<RotationPeriod, string> = {
  month: 'Per bulan',
  quarter: 'Per musim (tiga bulan)',
};

/**
 * Whose turn it is when a visitor asks the village to choose: per household the period's
 * guest-nights and income, the next in turn marked, and the period the office shares guests over.
 */
export function RotationPanel() {
  const utils = trpc.useUtils();
  const rotation = trpc.homestays.rotation.useQuery({}, { staleTime: 0 });
  const save = trpc.settings.update.useMutation({
    onSuccess: async () => {
      toast.success('Periode giliran disimpan');
      await Promise.all([utils.homestays.rotation.invalidate(), utils.settings.invalidate()]);
    },
    onError: (e) => toast.error(messageOf(e, 'Gagal menyimpan periode giliran')),
  });
  if (rotation.isPending) return <Spinner label="Memuat…" />;
  if (!rotation.data) return <p>Gagal memuat giliran.</p>;
  const { period, from, to, households } = rotation.data;
  return (
    <section className="rotation" aria-labelledby="rotation-title">
      <h2 id="rotation-title" className="stats-panel__title">
        Giliran tamu
      </h2>
      <p className="field__hint">
        Saat pengunjung memilih “Pilihkan homestay”, rumah dengan malam-tamu paling sedikit dalam periode ini mendapat giliran; bila sama, yang paling lama menunggu.
      </p>
      <label className="rotation__period">
        Periode giliran{' '}
        <select value={period} disabled={save.isPending} onChange={(e) => save.mutate({ category: 'homestay', rotation_period: e.target.value as RotationPeriod })}>
          {(Object.keys(PERIOD_LABELS) as RotationPeriod[]).map((value) => (
            <option key={value} value={value}>
              {PERIOD_LABELS[value]}
            </option>
          ))}
        </select>
      </label>
      <p>
        {formatDay(from)} – {formatDay(to)} (sampai sebelum tanggal ini)
      </p>
      {households.length === 0 ? (
        <p>Belum ada homestay yang tampil di situs.</p>
      ) : (
        <div className="rotation__scroll">
          <table className="rotation__table">
            <thead>
              <tr>
                <th scope="col">Homestay</th>
                <th scope="col">Malam-tamu</th>
                <th scope="col">Pendapatan</th>
                <th scope="col">Tamu terakhir</th>
              </tr>
            </thead>
            <tbody>
              {households.map((house) => (
                <tr key={house.homestay_id} className={house.next ? 'rotation__next' : undefined}>
                  <th scope="row">
                    {house.name}
                    <br />
                    <small>{house.host_name}</small>
                    {house.next && <span className="rotation__badge">Giliran berikutnya</span>}
                  </th>
                  <td>{formatCount(house.guest_nights)}</td>
                  <td>{formatRupiah(house.income)}</td>
                  <td>{house.last_stay_at ? formatDateTime(house.last_stay_at) : 'Belum pernah'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
