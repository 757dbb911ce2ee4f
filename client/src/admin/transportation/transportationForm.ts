import type { Transportation, TransportDirection, transportationInput, TransportStatus, TransportType } from '@island/shared';
import type { z } from 'zod';

/** The form holds every field as typed; numbers stay text until the schema checks them. */
export interface TransportationFormValues {
  name: string;
  type: TransportType;
  status: TransportStatus;
  phone: string;
  whatsapp: string;
  departureTime: string;
  dockLocation: string;
  direction: TransportDirection;
  fromPlace: string;
  toPlace: string;
  capacity: string;
  pricePerPerson: string;
  duration: string;
  notes: string;
}

/** The boat's values, or a new boat's: type boat, status active, to the island (docs/product.md, Validation). */
export function transportationFormValues(t: Transportation | null): TransportationFormValues {
  if (!t) {
    return { name: '', type: 'boat', status: 'active', phone: '', whatsapp: '', departureTime: '', dockLocation: '', direction: 'to_island', fromPlace: '', toPlace: '', capacity: '', pricePerPerson: '', duration: '', notes: '' };
  }
  return {
    name: t.name,
    type: t.type,
    status: t.status,
    phone: t.phone,
    whatsapp: t.whatsapp ?? '',
    departureTime: t.departureTime,
    dockLocation: t.dockLocation,
    direction: t.direction,
    fromPlace: t.fromPlace,
    toPlace: t.toPlace,
    capacity: t.capacity === null ? '' : String(t.capacity),
    pricePerPerson: t.pricePerPerson === null ? '' : String(t.pricePerPerson),
    duration: t.duration,
    notes: t.notes ?? '',
  };
}

type Checked = z.output<typeof transportationInput>;
/** What is sent: the checked values, with the optional ones left out when empty. */
export type TransportationPayload = {
  [K in keyof Checked]?: Exclude<Checked[K], null>;
} & Pick<Checked, 'name' | 'type' | 'status' | 'phone' | 'departureTime' | 'dockLocation' | 'duration'>;

export function transportationPayload(checked: Checked): TransportationPayload {
  return Object.fromEntries(Object.entries(checked).filter(([, value]) => value !== null)) as TransportationPayload;
}
