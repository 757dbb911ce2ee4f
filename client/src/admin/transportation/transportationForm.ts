import { type Transportation, transportationInput, type TransportStatus, type TransportType } from '@island/shared';
import { type FieldErrors, fieldErrorsFromIssues } from '../../ui/fieldErrors.ts';

/** The form holds every field as typed; numbers stay text until they are checked. */
export interface TransportationFormValues {
  name: string;
  type: TransportType;
  status: TransportStatus;
  phone: string;
  whatsapp: string;
  departureTime: string;
  dockLocation: string;
  capacity: string;
  pricePerPerson: string;
  duration: string;
  notes: string;
}
export type TransportationField = keyof TransportationFormValues;

/** A new boat: type boat, status active (back-office.md §5). */
export const EMPTY_TRANSPORTATION: TransportationFormValues = {
  name: '',
  type: 'boat',
  status: 'active',
  phone: '',
  whatsapp: '',
  departureTime: '',
  dockLocation: '',
  capacity: '',
  pricePerPerson: '',
  duration: '',
  notes: '',
};

export function valuesFromTransportation(t: Transportation): TransportationFormValues {
  return {
    name: t.name,
    type: t.type,
    status: t.status,
    phone: t.phone,
    whatsapp: t.whatsapp ?? '',
    departureTime: t.departureTime,
    dockLocation: t.dockLocation,
    capacity: t.capacity === null ? '' : String(t.capacity),
    pricePerPerson: t.pricePerPerson === null ? '' : String(t.pricePerPerson),
    duration: t.duration,
    notes: t.notes ?? '',
  };
}

type Checked = ReturnType<typeof transportationInput.parse>;
/** What is sent: checked values, with the optional ones left out when empty. */
export type TransportationPayload = {
  [K in keyof Checked]?: Exclude<Checked[K], null>;
} & Pick<Checked, 'name' | 'type' | 'status' | 'phone' | 'departureTime' | 'dockLocation' | 'duration'>;

export type CheckResult =
  | { ok: true; payload: TransportationPayload }
  | { ok: false; errors: FieldErrors<TransportationField> };

/**
 * Every rule of back-office.md §5, through the server's own schema, before any request:
 * required fields, capacity ≥ 1, price ≥ 0, whole numbers, phone formats.
 */
export function checkTransportation(values: TransportationFormValues): CheckResult {
  const parsed = transportationInput.safeParse(values);
  if (!parsed.success) return { ok: false, errors: fieldErrorsFromIssues<TransportationField>(parsed.error.issues) };
  const payload = Object.fromEntries(Object.entries(parsed.data).filter(([, value]) => value !== null)) as TransportationPayload;
  return { ok: true, payload };
}
