import type { Msme, MsmeCreateInput, MsmeUpdateInput } from '@island/shared';

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
}

export type MsmeField = keyof MsmeFormValues;

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

const FIELDS: readonly MsmeField[] = ['brand', 'description', 'phone', 'whatsapp', 'instagram', 'shopee', 'ownerName', 'ownerEmail', 'password'];

export function msmeFieldOf(param: string): MsmeField {
  const field = param.split('.')[0];
  return FIELDS.find((f) => f === field) ?? 'brand';
}
