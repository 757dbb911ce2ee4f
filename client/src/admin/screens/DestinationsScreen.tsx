import { ScreenPlaceholder } from '../ScreenPlaceholder.tsx';

export default function DestinationsScreen() {
  return <ScreenPlaceholder title="Destinations" text="Daftar destinasi wisata akan dikelola di sini." />;
}
