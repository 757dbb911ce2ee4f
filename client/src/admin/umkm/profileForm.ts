import { type Msme, type MsmeCategory, MSME_ENGLISH_TEXTS, type MsmeUpdateInput } from '@island/shared';
import type { FieldPath } from 'react-hook-form';
import { type EnglishFormValues, englishFormValues } from '../catalogue/englishTwin.ts';

/** What the UMKM profile form holds; pictures as the URLs the server answered. */
export interface ProfileFormValues {
  brand: string;
  businessName: string;
  ownerName: string;
  description: string;
  category: MsmeCategory;
  address: string;
  phone: string;
  whatsapp: string;
  email: string;
  instagram: string;
  facebook: string;
  shopee: string;
  tiktok: string;
  website: string;
  logo: string[];
  banner: string[];
  gallery: string[];
  /** The English twin of the description. */
  en: EnglishFormValues<(typeof MSME_ENGLISH_TEXTS)[number]>;
}

export type ProfileField = FieldPath<ProfileFormValues>;

export function profileFormValues(msme: Msme): ProfileFormValues {
  return {
    brand: msme.brand,
    businessName: msme.businessName ?? '',
    ownerName: msme.ownerName ?? '',
    description: msme.description,
    category: msme.category,
    address: msme.address ?? '',
    phone: msme.phone,
    whatsapp: msme.whatsapp ?? '',
    email: msme.email ?? '',
    instagram: msme.instagram ?? '',
    facebook: msme.facebook ?? '',
    shopee: msme.shopee ?? '',
    tiktok: msme.tiktok ?? '',
    website: msme.website ?? '',
    logo: msme.logo ? [msme.logo] : [],
    banner: msme.banner ? [msme.banner] : [],
    gallery: msme.gallery,
    en: englishFormValues(MSME_ENGLISH_TEXTS, msme.en),
  };
}

/** Every profile field is sent, so what the form shows is what is stored; empty text clears a field. */
export function profilePayload(id: number, values: ProfileFormValues): MsmeUpdateInput {
  return {
    id,
    brand: values.brand,
    businessName: values.businessName,
    ownerName: values.ownerName,
    description: values.description,
    category: values.category,
    address: values.address,
    phone: values.phone,
    whatsapp: values.whatsapp,
    email: values.email,
    instagram: values.instagram,
    facebook: values.facebook,
    shopee: values.shopee,
    tiktok: values.tiktok,
    website: values.website,
    logo: values.logo[0] ?? null,
    banner: values.banner[0] ?? null,
    gallery: values.gallery,
    en: values.en,
  };
}

const FIELDS: readonly (keyof ProfileFormValues)[] = [
  'brand',
  'businessName',
  'ownerName',
  'description',
  'category',
  'address',
  'phone',
  'whatsapp',
  'email',
  'instagram',
  'facebook',
  'shopee',
  'tiktok',
  'website',
  'logo',
  'banner',
  'gallery',
];

export function profileFieldOf(param: string): ProfileField {
  // The English twin's fields are the form's own: 'en.description'.
  if (param.startsWith('en.')) return param.split('.').slice(0, 2).join('.') as ProfileField;
  const field = param.split('.')[0];
  return FIELDS.find((f) => f === field) ?? 'brand';
}
