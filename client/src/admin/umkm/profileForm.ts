import type { Msme, MsmeCategory, MsmeUpdateInput } from '@island/shared';

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
}

export type ProfileField = keyof ProfileFormValues;

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
  };
}

const FIELDS: readonly ProfileField[] = [
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
  const field = param.split('.')[0];
  return FIELDS.find((f) => f === field) ?? 'brand';
}
