import { ScreenPlaceholder } from '../ScreenPlaceholder.tsx';

export default function ProductsScreen() {
  return <ScreenPlaceholder title="My Products" text="Produk UMKM Anda akan dikelola di sini." />;
}
