import { type Msme, type MsmeCreateInput, MSME_ENGLISH_TEXTS, type MsmeUpdateInput } from '@island/shared';
import type { FieldPath } from 'react-hook-form';
import { type EnglishFormValues, englishFormValues } from '../catalogue/englishTwin.ts';
import type { EnglishTextField } from '../catalogue/LanguageTabs.tsx';

/** The English box beside the Indonesian description (brand and contacts are names and numbers), in both UMKM forms. */
export const MSME_ENGLISH_FIELDS: readonly EnglishTextField<(typeof MSME_ENGLISH_TEXTS)[number]>[] = [
  { key: 'description', label: 'Description (English)', rows: 4 },
];

/** What the add/edit dialog of /admin/umkm holds; the owner's account only for a new MSME. */
export interface MsmeFormValues {
  brand: string;
  description: string;
  phone: string;
  whatsapp: string;
  instagram: string;
  shopee: string;
  ownerName: string;
  ownerEmail: string;
  password: string;
  /** The English twin of the description. */
  en: EnglishFormValues<(typeof MSME_ENGLISH_TEXTS)[number]>;
}

export type MsmeField = FieldPath<MsmeFormValues>;

export function msmeFormValues(msme: Msme | null): MsmeFormValues {
  return {
    brand: msme?.brand ?? '',
    description: msme?.description ?? '',
    phone: msme?.phone ?? '',
    whatsapp: msme?.whatsapp ?? '',
    instagram: msme?.instagram ?? '',
    shopee: msme?.shopee ?? '',
    ownerName: msme?.ownerName ?? '',
    ownerEmail: '',
    password: '',
    en: englishFormValues(MSME_ENGLISH_TEXTS, msme?.en),
  };
}

/** The fields every MSME save sends (docs/product.md, UMKM partners: brand, description, phone, whatsapp, instagram, shopee). */
export function msmeUpdatePayload(values: MsmeFormValues): Omit<MsmeUpdateInput, 'id'> {
  return {
    brand: values.brand,
    description: values.description,
    phone: values.phone,
    whatsapp: values.whatsapp,
    instagram: values.instagram,
    shopee: values.shopee,
    en: values.en,
  };
}

/** A new MSME brings its owner's account: made with it, in one step on the server. */
export function msmeCreatePayload(values: MsmeFormValues): MsmeCreateInput {
  return {
    ...msmeUpdatePayload(values),
    brand: values.brand,
    description: values.description,
    phone: values.phone,
    ownerName: values.ownerName,
    ownerEmail: values.ownerEmail,
    password: values.password,
  };
}

const FIELDS: readonly (keyof MsmeFormValues)[] = ['brand', 'description', 'phone', 'whatsapp', 'instagram', 'shopee', 'ownerName', 'ownerEmail', 'password'];

export function msmeFieldOf(param: string): MsmeField {
  // The English twin's fields are the form's own: 'en.description'.
  if (param.startsWith('en.')) return param.split('.').slice(0, 2).join('.') as MsmeField;
  const field = param.split('.')[0];
  return FIELDS.find((f) => f === field) ?? 'brand';
}
