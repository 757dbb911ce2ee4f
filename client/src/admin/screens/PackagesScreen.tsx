import { ScreenPlaceholder } from '../ScreenPlaceholder.tsx';

export default function PackagesScreen() {
  return <ScreenPlaceholder title="Tour Packages" text="Paket wisata akan dikelola di sini." />;
}
