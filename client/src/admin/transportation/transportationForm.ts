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
  /** The crossing in minutes as typed; the server writes its text from it. */
  travelMinutes: string;
  /** The crossing as text, for what minutes cannot say (asked only while minutes are empty). */
  duration: string;
  notes: string;
}

/** The boat's values, or a new boat's: type boat, status active, to the island (docs/product.md, Validation). */
export function transportationFormValues(t: Transportation | null): TransportationFormValues {
  if (!t) {
    return { name: '', type: 'boat', status: 'active', phone: '', whatsapp: '', departureTime: '', dockLocation: '', direction: 'to_island', fromPlace: '', toPlace: '', capacity: '', pricePerPerson: '', travelMinutes: '', duration: '', notes: '' };
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
    travelMinutes: t.travelMinutes === null ? '' : String(t.travelMinutes),
    duration: t.duration,
    notes: t.notes ?? '',
  };
}

type Checked = z.output<typeof transportationInput>;
/** What is sent: the checked values, with the optional ones left out when empty. */
export type TransportationPayload = {
  [K in keyof Checked]?: Exclude<Checked[K], null>;
} & Pick<Checked, 'name' | 'type' | 'status' | 'phone' | 'departureTime' | 'dockLocation'>;

/** Minutes given leave the text to the server, which writes it from them. */
export function transportationPayload(checked: Checked): TransportationPayload {
  const sent = checked.travelMinutes ? { ...checked, duration: null } : checked;
  return Object.fromEntries(Object.entries(sent).filter(([, value]) => value !== null)) as TransportationPayload;
}
