import type { TransportStatus, TransportType } from '@island/shared';

export const TYPE_LABELS: Record<TransportType, string> = { speedboat: 'Speedboat', boat: 'Boat', ferry: 'Ferry' };
export const STATUS_LABELS: Record<TransportStatus, string> = { active: 'Active', inactive: 'Inactive' };
