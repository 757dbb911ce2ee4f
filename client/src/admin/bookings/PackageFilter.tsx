import { trpc } from '../../trpc.ts';

/**
 * "Paket" with "Semua paket" first: the bookings list's filter and the calendar's choose one
 * package's bookings by it. The packages are asked once a minute at most, shared by both.
 */
export function PackageFilter({ id, value, onChange }: { id: string; value: string; onChange: (packageId: string) => void }) {
  const packages = trpc.packages.list.useQuery({ limit: 100 }, { staleTime: 60_000 });
  return (
    <div className="toolbar__filter">
      <label htmlFor={id}>Paket</label>
      <select id={id} className="select" value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">Semua paket</option>
        {packages.data?.packages.map((pkg) => (
          <option key={pkg.id} value={String(pkg.id)}>
            {pkg.name}
          </option>
        ))}
      </select>
    </div>
  );
}
