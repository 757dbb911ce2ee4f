/**
 * A contributor's own profile and dashboard: their details, what they have written and what it
 * earned them. Articles themselves are in articles.ts.
 */

import { z } from 'zod';
import { articleSchema } from './articles.ts';
import { optionalImageSchema, optionalText, optionalUrl } from './fields.ts';

export const PROFILE_TEXTS = {
  title: 'Profil Kontributor',
  subtitle: 'Travel Contributor',
  saved: 'Profil kontributor berhasil diperbarui',
  saveFailed: 'Gagal memperbarui profil kontributor',
  phone: 'Nomor telepon hanya boleh berisi angka (boleh diawali +), 6-15 digit',
  location: 'Lokasi maksimal 255 karakter',
  bio: 'Bio maksimal 2000 karakter',
  university: 'Universitas maksimal 255 karakter',
  major: 'Jurusan maksimal 255 karakter',
  website: 'URL website tidak valid',
  handle: 'Nama pengguna hanya boleh berisi huruf, angka, titik dan garis bawah (maksimal 30)',
  pictureNote: 'JPG, PNG or GIF. Max size 2MB.',
  pictureTooLarge: 'Ukuran foto profil maksimal 2MB',
} as const;

export const PROFILE_PICTURE_MAX_BYTES = 2 * 1024 * 1024;

/** A social handle with or without its leading @; stored without it. */
function handle() {
  return z.preprocess(
    (value: string | null | undefined) =>
      typeof value === 'string' ? (value.trim().replace(/^@/, '') === '' ? null : value.trim().replace(/^@/, '')) : value,
    z.string({ error: PROFILE_TEXTS.handle }).regex(/^[A-Za-z0-9._]{1,30}$/, PROFILE_TEXTS.handle).nullable().optional(),
  );
}

export const profileUpdateInput = z.object({
  phone: z.preprocess(
    (value: string | null | undefined) =>
      typeof value === 'string' ? (value.replace(/[\s().-]/g, '') === '' ? null : value.replace(/[\s().-]/g, '')) : value,
    z.string({ error: PROFILE_TEXTS.phone }).regex(/^\+?\d{6,15}$/, PROFILE_TEXTS.phone).nullable().optional(),
  ),
  location: optionalText({ max: 255, length: PROFILE_TEXTS.location }),
  bio: optionalText({ max: 2000, length: PROFILE_TEXTS.bio }),
  university: optionalText({ max: 255, length: PROFILE_TEXTS.university }),
  major: optionalText({ max: 255, length: PROFILE_TEXTS.major }),
  website: optionalUrl(PROFILE_TEXTS.website),
  twitter: handle(),
  instagram: handle(),
  avatar: optionalImageSchema,
});
export type ProfileUpdateInput = z.input<typeof profileUpdateInput>;

export const authorStatsSchema = z.object({
  articlesPublished: z.number().int(),
  totalViews: z.number().int(),
  articlesInReview: z.number().int(),
  drafts: z.number().int(),
  rejected: z.number().int(),
  joinDate: z.string(),
});
export type AuthorStats = z.infer<typeof authorStatsSchema>;

export const profileSchema = z.object({
  name: z.string(),
  email: z.string(),
  role: z.string(),
  phone: z.string().nullable(),
  location: z.string().nullable(),
  bio: z.string().nullable(),
  university: z.string().nullable(),
  major: z.string().nullable(),
  website: z.string().nullable(),
  twitter: z.string().nullable(),
  instagram: z.string().nullable(),
  /** Absolute URL of the profile picture, or null. */
  avatar: z.string().nullable(),
  stats: authorStatsSchema,
});
export type ContributorProfile = z.infer<typeof profileSchema>;

export const ACHIEVEMENTS = {
  firstArticle: { icon: '✍️', title: 'Artikel pertama ditulis' },
  firstPublished: { icon: '🎉', title: 'Artikel pertama terbit' },
  fivePublished: { icon: '📚', title: '5 artikel terbit' },
  views100: { icon: '👀', title: '100 kali dibaca' },
  views1000: { icon: '🔥', title: '1.000 kali dibaca' },
} as const;
export type AchievementKey = keyof typeof ACHIEVEMENTS;

export const achievementSchema = z.object({
  key: z.enum(Object.keys(ACHIEVEMENTS) as [AchievementKey, ...AchievementKey[]]),
  icon: z.string(),
  title: z.string(),
  /** When it was earned, where the database knows it; null for milestones of totals. */
  earnedAt: z.string().nullable(),
});
export type Achievement = z.infer<typeof achievementSchema>;

export const contributorDashboardSchema = z.object({
  stats: authorStatsSchema,
  articles: z.array(articleSchema.pick({ id: true, slug: true, title: true, status: true, rejectionReason: true, category: true, viewCount: true, created_at: true, publishedAt: true })),
  achievements: z.array(achievementSchema),
});
export type ContributorDashboard = z.infer<typeof contributorDashboardSchema>;

/** The writing guidelines of the contributor dashboard (docs/product.md, Dashboards). */
export const WRITING_GUIDELINES = [
  'Tulis konten yang menarik dan informatif tentang pulau.',
  'Bagikan pengalaman pribadi dan tips praktis.',
  'Sertakan gambar yang bagus dan relevan.',
  'Hormati budaya lokal dan lingkungan.',
] as const;
export const GUIDELINE_CATEGORIES = ['Tips', 'Tourism', 'Culture', 'Environment'] as const;
