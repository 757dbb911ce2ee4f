import { TWO_FACTOR_TEXTS, twoFactorDisableInput, twoFactorEnableInput, type TwoFactorSetup } from '@island/shared';
import { useEffect, useState } from 'react';
import { trpc } from '../../trpc.ts';
import { Field } from '../../ui/form/Field.tsx';
import { saveHandler } from '../../ui/form/saveForm.ts';
import { useZodForm } from '../../ui/form/useZodForm.ts';
import { toast } from '../../ui/toast.ts';
import { messageOf } from '../../errors.ts';

const T = TWO_FACTOR_TEXTS;

/**
 * Two-step sign-in on /admin/profile: turn it on (QR code and the secret as text, confirmed with
 * a code; ten recovery codes shown once), or off with the password and a code.
 */
export function TwoFactorCard() {
  const status = trpc.auth.twoFactorStatus.useQuery(undefined, { staleTime: 0 });
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const begin = trpc.auth.twoFactorSetup.useMutation();
  const data = status.data;

  async function start() {
    try {
      setSetup(await begin.mutateAsync());
    } catch (error) {
      toast.error(messageOf(error, 'Gagal memulai penyiapan'));
    }
  }

  return (
    <section className="card account-card" id="dua-langkah" aria-labelledby="two-factor-title">
      <h2 id="two-factor-title">{T.title}</h2>
      {data?.required && !data.enabled && (
        <p className="form-alert" role="alert">
          Akun staf wajib memakai verifikasi dua langkah. Aktifkan sekarang untuk melanjutkan ke panel admin.
        </p>
      )}
      {recoveryCodes ? (
        <RecoveryCodes codes={recoveryCodes} onDone={() => setRecoveryCodes(null)} />
      ) : data?.enabled ? (
        <>
          <p className="account-card__state account-card__state--on">
            Aktif · {data.recoveryCodesLeft} kode pemulihan tersisa
          </p>
          <p className="account-card__lead">Setiap login meminta kode dari aplikasi autentikator di ponsel Anda.</p>
          <DisableForm />
        </>
      ) : setup ? (
        <SetupSteps setup={setup} onEnabled={(codes) => {
          setSetup(null);
          setRecoveryCodes(codes);
        }} onCancel={() => setSetup(null)} />
      ) : (
        <>
          <p className="account-card__lead">
            Lindungi akun Anda dengan kode dari aplikasi autentikator (Google Authenticator, Aegis, 2FAS, Microsoft
            Authenticator…), sehingga password saja tidak cukup untuk masuk.
          </p>
          <button type="button" className="button button--primary" onClick={() => void start()} disabled={begin.isPending || !data}>
            {begin.isPending && <span className="spinner__ring spinner__ring--inline" aria-hidden="true" />}
            Aktifkan verifikasi dua langkah
          </button>
        </>
      )}
    </section>
  );
}

/** The QR code of the otpauth address, drawn here (the library loads with this screen only). */
function QrCode({ value }: { value: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let cancelled = false;
    void import('qrcode').then(({ toDataURL }) =>
      toDataURL(value, { margin: 1, width: 220, errorCorrectionLevel: 'M' }).then((url) => {
        if (!cancelled) setSrc(url);
      }),
    );
    return () => {
      cancelled = true;
    };
  }, [value]);
  return src ? (
    <img className="two-factor__qr" src={src} width={220} height={220} alt="Kode QR untuk aplikasi autentikator" />
  ) : (
    <div className="two-factor__qr" aria-hidden="true" />
  );
}

function SetupSteps({ setup, onEnabled, onCancel }: { setup: TwoFactorSetup; onEnabled: (codes: string[]) => void; onCancel: () => void }) {
  const utils = trpc.useUtils();
  const enable = trpc.auth.twoFactorEnable.useMutation();
  const form = useZodForm(twoFactorEnableInput, { defaultValues: { code: '' } });
  const busy = form.formState.isSubmitting;
  const onSubmit = saveHandler(form, {
    send: (checked) => enable.mutateAsync(checked),
    success: T.enabled,
    failure: 'Gagal mengaktifkan verifikasi dua langkah',
    onSaved: async ({ recoveryCodes }) => {
      onEnabled(recoveryCodes);
      await utils.auth.twoFactorStatus.invalidate();
    },
  });
  const grouped = setup.secret.match(/.{1,4}/g)?.join(' ') ?? setup.secret;
  return (
    <div className="two-factor__setup">
      <ol className="two-factor__steps">
        <li>Pindai kode QR ini dengan aplikasi autentikator di ponsel Anda.</li>
        <li>
          Tidak bisa memindai? Masukkan kunci ini secara manual:
          <code className="two-factor__secret" data-testid="two-factor-secret" data-secret={setup.secret}>
            {grouped}
          </code>
        </li>
        <li>Masukkan kode 6 angka yang tampil di aplikasi.</li>
      </ol>
      <QrCode value={setup.otpauthUrl} />
      <form className="form two-factor__confirm" noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={busy}>
        <Field form={form} name="code" label="Kode verifikasi" required inputMode="numeric" autoComplete="one-time-code" maxLength={7} placeholder="123456" />
        <div className="form__actions">
          <button type="button" className="button button--ghost" onClick={onCancel} disabled={busy}>
            Batal
          </button>
          <button type="submit" className="button button--primary" disabled={busy}>
            {busy && <span className="spinner__ring spinner__ring--inline" aria-hidden="true" />}
            Aktifkan
          </button>
        </div>
      </form>
    </div>
  );
}

/** Shown once, right after turning it on. */
function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <div className="two-factor__recovery">
      <p className="account-card__lead">
        <strong>Simpan kode pemulihan ini</strong> (cetak atau tulis di tempat aman). Jika ponsel Anda hilang, setiap kode bisa
        dipakai sekali untuk login. Kode ini tidak akan ditampilkan lagi.
      </p>
      <ul className="two-factor__codes" aria-label="Kode pemulihan">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <div className="form__actions">
        <button
          type="button"
          className="button button--ghost"
          onClick={() => {
            void navigator.clipboard?.writeText(codes.join('\n')).then(
              () => toast.success('Kode pemulihan disalin'),
              () => toast.error('Tidak dapat menyalin; catat kode secara manual'),
            );
          }}
        >
          Salin kode
        </button>
        <button type="button" className="button button--primary" onClick={onDone}>
          Saya sudah menyimpannya
        </button>
      </div>
    </div>
  );
}

function DisableForm() {
  const utils = trpc.useUtils();
  const disable = trpc.auth.twoFactorDisable.useMutation();
  const [open, setOpen] = useState(false);
  const form = useZodForm(twoFactorDisableInput, { defaultValues: { password: '', code: '' } });
  const busy = form.formState.isSubmitting;
  const onSubmit = saveHandler(form, {
    send: (checked) => disable.mutateAsync(checked),
    success: T.disabled,
    failure: 'Gagal menonaktifkan verifikasi dua langkah',
    onSaved: async (status) => {
      utils.auth.twoFactorStatus.setData(undefined, status);
      form.reset({ password: '', code: '' });
      setOpen(false);
    },
  });
  if (!open) {
    return (
      <button type="button" className="button button--ghost-danger" onClick={() => setOpen(true)}>
        Nonaktifkan
      </button>
    );
  }
  return (
    <form className="form" noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={busy}>
      <Field form={form} name="password" label="Password" required type="password" autoComplete="current-password" />
      <Field form={form} name="code" label="Kode verifikasi atau kode pemulihan" required autoComplete="one-time-code" maxLength={40} />
      <div className="form__actions">
        <button type="button" className="button button--ghost" onClick={() => setOpen(false)} disabled={busy}>
          Batal
        </button>
        <button type="submit" className="button button--danger" disabled={busy}>
          {busy && <span className="spinner__ring spinner__ring--inline" aria-hidden="true" />}
          Nonaktifkan verifikasi dua langkah
        </button>
      </div>
    </form>
  );
}
