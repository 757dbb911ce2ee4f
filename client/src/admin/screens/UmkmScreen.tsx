import { ScreenPlaceholder } from '../ScreenPlaceholder.tsx';

export default function UmkmScreen() {
  return <ScreenPlaceholder title="UMKM Partners" text="Mitra UMKM akan dikelola di sini." />;
}
