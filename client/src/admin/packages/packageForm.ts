import { PACKAGE_DEFAULTS, type PackageCreateInput, type TourPackage } from '@island/shared';

/** What the form holds: numbers as typed text, facilities one per line. */
export interface PackageFormValues {
  name: string;
  description: string;
  /** Zero or one image URL. */
  image: string[];
  duration: string;
  price: string;
  minPersons: string;
  maxPersons: string;
  facilities: string;
  popular: boolean;
  whatsappContact: string;
  whatsappBookingUrl: string;
}

export type PackageField = keyof PackageFormValues;

export function packageFormValues(pkg: TourPackage | null, whatsapp = ''): PackageFormValues {
  if (!pkg) {
    return {
      name: '',
      description: '',
      image: [],
      duration: '',
      price: '',
      minPersons: String(PACKAGE_DEFAULTS.minPersons),
      maxPersons: String(PACKAGE_DEFAULTS.maxPersons),
      facilities: '',
      popular: false,
      whatsappContact: whatsapp,
      whatsappBookingUrl: '',
    };
  }
  return {
    name: pkg.name,
    description: pkg.description,
    image: pkg.image ? [pkg.image] : [],
    duration: pkg.duration,
    price: String(pkg.price),
    minPersons: String(pkg.minPersons),
    maxPersons: String(pkg.maxPersons),
    facilities: pkg.facilities.join('\n'),
    popular: pkg.popular,
    whatsappContact: pkg.whatsappContact,
    whatsappBookingUrl: pkg.whatsappBookingUrl ?? '',
  };
}

/** A number left empty takes the package default (docs/product.md, Validation: price 0, persons 1 to 10). */
const orDefault = (text: string, fallback: number) => (text.trim() === '' ? fallback : text.trim());

export function packagePayload(values: PackageFormValues): PackageCreateInput {
  return {
    name: values.name,
    description: values.description,
    image: values.image[0] ?? null,
    duration: values.duration,
    price: orDefault(values.price, PACKAGE_DEFAULTS.price),
    minPersons: orDefault(values.minPersons, PACKAGE_DEFAULTS.minPersons),
    maxPersons: orDefault(values.maxPersons, PACKAGE_DEFAULTS.maxPersons),
    facilities: values.facilities,
    popular: values.popular,
    whatsappContact: values.whatsappContact,
    whatsappBookingUrl: values.whatsappBookingUrl,
  };
}

const FIELDS: readonly PackageField[] = [
  'name',
  'description',
  'image',
  'duration',
  'price',
  'minPersons',
  'maxPersons',
  'facilities',
  'popular',
  'whatsappContact',
  'whatsappBookingUrl',
];

export function packageFieldOf(param: string): PackageField {
  if (param === 'files') return 'image';
  const field = param.split('.')[0];
  return FIELDS.find((f) => f === field) ?? 'name';
}
