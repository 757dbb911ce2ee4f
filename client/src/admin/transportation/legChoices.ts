import { type BoatLeg, departureTimesOf, LIMITS, TRIP_LEGS, type TripLeg } from '@island/shared';
import { trpc } from '../../trpc.ts';

/** A leg as a select holds it: `<boat id>@<HH:MM>`, or '' for none. */
export function legValue(leg: Pick<BoatLeg, 'transportationId' | 'time'> | null): string {
  return leg ? `${leg.transportationId}@${leg.time}` : '';
}

/** The leg a select's value names, or null for none. */
export function legOfValue(value: string): { transportationId: number; time: string } | null {
  const [id, time] = value.split('@');
  return id && time ? { transportationId: Number(id), time } : null;
}

/**
 * The departures a leg may take, for a select: every active boat going the leg's way, one choice
 * per time of its timetable ("07:00 · KM Pagi (Paotere → Pulau)"). A leg stored on a boat since
 * made inactive stays offered, so opening a form never changes it.
 */
export function useLegChoices(current: Partial<Record<TripLeg, BoatLeg | null>> = {}) {
  const boats = trpc.transportation.list.useQuery({ limit: LIMITS.maxPageSize }, { staleTime: 60_000 });
  const choicesFor = (leg: TripLeg) => {
    const options = (boats.data?.transportations ?? [])
      .filter((boat) => boat.status === 'active' && boat.direction === TRIP_LEGS[leg])
      .flatMap((boat) =>
        departureTimesOf(boat.departureTime).map((time) => ({
          value: legValue({ transportationId: boat.id, time }),
          label: `${time} · ${boat.name} (${boat.fromPlace} → ${boat.toPlace})`,
        })),
      )
      .sort((a, b) => a.label.localeCompare(b.label));
    const stored = current[leg];
    if (stored && !options.some((option) => option.value === legValue(stored))) {
      options.unshift({ value: legValue(stored), label: `${stored.time} · ${stored.name} (${stored.fromPlace} → ${stored.toPlace})` });
    }
    return options;
  };
  return { out: choicesFor('out'), back: choicesFor('back'), loading: boats.isPending };
}
