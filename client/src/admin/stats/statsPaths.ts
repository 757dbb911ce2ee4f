/** The statistics screens' addresses, which the sidebar, the route table and their links share. */
export const STATS_PATH = '/admin/statistik';
export const STATS_REPORT_PATH = '/admin/statistik/laporan';
