import { ScreenPlaceholder } from '../ScreenPlaceholder.tsx';

export default function UmkmProfileScreen() {
  return <ScreenPlaceholder title="UMKM Profile" text="Profil usaha Anda akan dikelola di sini." />;
}
