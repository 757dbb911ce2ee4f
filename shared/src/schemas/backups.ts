import { z } from 'zod';

/** The superadmin's dashboard warns when the newest good backup is older than this. */
export const BACKUP_STALE_AFTER_MS = 2 * 24 * 60 * 60 * 1000;

/** A download asked while another is still being packed (one at a time: each reads the whole site). */
export const BACKUP_BUSY = 'Cadangan lain sedang dibuat. Silakan coba lagi sebentar lagi.';
/** Seconds the busy answer asks the browser to wait (its Retry-After). */
export const BACKUP_BUSY_RETRY_SECONDS = 30;

export const BACKUP_STATUSES = ['running', 'ok', 'failed'] as const;
export type BackupStatus = (typeof BACKUP_STATUSES)[number];

/** One scheduled backup as Settings lists it. */
export const backupEntrySchema = z.object({
  id: z.number().int(),
  fileName: z.string(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  status: z.enum(BACKUP_STATUSES),
  sizeBytes: z.number().int().nullable(),
  /** Why it failed, in the server's words. */
  error: z.string().nullable(),
  /** The copy to S3-compatible storage: null when none is configured. */
  remote: z.object({ ok: z.boolean(), error: z.string().nullable() }).nullable(),
});
export type BackupEntry = z.infer<typeof backupEntrySchema>;

export const backupListSchema = z.object({
  backups: z.array(backupEntrySchema),
  /** Cron expression of the schedule; null when scheduled backups are off. */
  schedule: z.string().nullable(),
  keep: z.number().int(),
  remoteConfigured: z.boolean(),
});
export type BackupList = z.infer<typeof backupListSchema>;

/** What the superadmin's dashboard says about backups. */
export const backupHealthSchema = z.object({
  lastGoodAt: z.string().nullable(),
  /** No good backup, or the newest is older than BACKUP_STALE_AFTER_MS. */
  stale: z.boolean(),
});
export type BackupHealth = z.infer<typeof backupHealthSchema>;

export const BACKUP_TEXTS = {
  download: 'Unduh cadangan',
  downloading: 'Menyiapkan cadangan…',
  downloadFailed: 'Cadangan gagal diunduh. Coba lagi.',
  title: 'Cadangan',
  intro: 'Cadangan berisi semua data dan semua gambar situs. Simpan salinannya di tempat lain.',
  scheduled: 'Cadangan terjadwal',
  scheduleOff: 'Cadangan terjadwal dimatikan (BACKUP_SCHEDULE=off).',
  none: 'Belum ada cadangan terjadwal.',
  ok: 'Berhasil',
  failed: 'Gagal',
  running: 'Sedang berjalan',
  remoteOk: 'Tersalin ke penyimpanan S3',
  remoteFailed: 'Gagal disalin ke S3',
  staleWarning: 'Cadangan terakhir yang berhasil lebih dari dua hari yang lalu.',
  neverWarning: 'Belum ada cadangan yang berhasil.',
  staleAction: 'Periksa cadangan di Pengaturan',
} as const;
