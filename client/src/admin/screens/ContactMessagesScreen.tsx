import { ScreenPlaceholder } from '../ScreenPlaceholder.tsx';

export default function ContactMessagesScreen() {
  return <ScreenPlaceholder title="Contact Messages" text="Pesan dari pengunjung akan dikelola di sini." />;
}
