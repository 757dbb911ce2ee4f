import type { DemoSeed } from '../../db/demo-seed.ts';
import { insertTeamMember, type TeamMemberValues } from './team.repo.ts';

const TEAM: TeamMemberValues[] = [
  { name: 'H. Muhammad Arif', role: 'Kepala Desa', whatsapp: '081241903377', sort: 1 },
  { name: 'Nurhayati', role: 'Koordinator Pariwisata', whatsapp: '085255501234', sort: 2 },
  { name: 'Daeng Lallo', role: 'Pemandu Snorkeling', whatsapp: null, sort: 3 },
  { name: 'Andi Sulastri', role: 'Pengelola UMKM Desa', whatsapp: '081355667788', sort: 4 },
];

export const teamDemoSeed: DemoSeed = {
  name: 'team',
  async run({ db }) {
    for (const member of TEAM) await insertTeamMember(db, member);
  },
};
