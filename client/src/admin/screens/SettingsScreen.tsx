import { ScreenPlaceholder } from '../ScreenPlaceholder.tsx';

export default function SettingsScreen() {
  return <ScreenPlaceholder title="Website Settings" text="Pengaturan situs dan fasilitas pulau akan dikelola di sini." />;
}
