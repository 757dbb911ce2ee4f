import { ScreenPlaceholder } from '../ScreenPlaceholder.tsx';

export default function TransportationScreen() {
  return <ScreenPlaceholder title="Transportation" text="Jadwal dan armada transportasi akan dikelola di sini." />;
}
