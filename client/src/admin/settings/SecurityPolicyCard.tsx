import { TWO_FACTOR_TEXTS } from '@island/shared';
import { Link } from 'react-router-dom';
import { messageOf } from '../../errors.ts';
import { trpc } from '../../trpc.ts';
import { toast } from '../../ui/toast.ts';

const T = TWO_FACTOR_TEXTS;

/**
 * Settings → Keamanan (superadmin only): require two-step sign-in of superadmin and admin
 * accounts. Those without it are led to set it up right after signing in.
 */
export function SecurityPolicyCard() {
  const utils = trpc.useUtils();
  const policy = trpc.auth.twoFactorPolicy.useQuery(undefined, { staleTime: 0 });
  const save = trpc.auth.setTwoFactorPolicy.useMutation();
  const own = trpc.auth.twoFactorStatus.useQuery(undefined, { staleTime: 0 });

  async function setRequired(requireTwoFactorForStaff: boolean) {
    try {
      const saved = await save.mutateAsync({ requireTwoFactorForStaff });
      utils.auth.twoFactorPolicy.setData(undefined, saved);
      toast.success(T.policySaved);
    } catch (error) {
      toast.error(messageOf(error, 'Gagal menyimpan kebijakan keamanan'));
    }
  }

  return (
    <section className="card facilities-manager" aria-labelledby="security-policy-title">
      <h2 id="security-policy-title">Keamanan</h2>
      <label className="field--check">
        <input
          type="checkbox"
          checked={policy.data?.requireTwoFactorForStaff ?? false}
          disabled={!policy.data || save.isPending}
          onChange={(event) => void setRequired(event.target.checked)}
        />
        {T.policyLabel}
      </label>
      <p className="field__hint">
        Superadmin dan admin yang belum memakainya diarahkan untuk menyiapkannya tepat setelah login, sebelum bisa membuka
        halaman lain.
        {own.data && !own.data.enabled && (
          <>
            {' '}
            Aktifkan dulu untuk akun Anda sendiri di <Link to="/admin/profile#dua-langkah">profil</Link>.
          </>
        )}
      </p>
    </section>
  );
}
