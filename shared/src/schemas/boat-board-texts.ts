// The boat board's words without its schemas, so pages that only show them load no validation
// code: the statuses as the public board (both languages), the desk and the API reference say them.

/** The board's word for each status, and for a departure that has left, in Indonesian and English. */
export const DEPARTURE_STATUS_WORDS = {
  scheduled: { id: 'Terjadwal', en: 'Scheduled' },
  running: { id: 'Berangkat sesuai jadwal', en: 'Departs on time' },
  delayed: { id: 'Terlambat', en: 'Delayed' },
  cancelled: { id: 'Batal', en: 'Cancelled' },
  departed: { id: 'Sudah berangkat', en: 'Departed' },
} as const;

/** The two directions' headings on the board. */
export const DEPARTURE_DIRECTION_WORDS = {
  to_island: { id: 'Ke pulau', en: 'To the island' },
  from_island: { id: 'Dari pulau', en: 'From the island' },
} as const;
