import { ChangePasswordForm } from '../profile/ChangePasswordForm.tsx';
import { ScreenPlaceholder } from '../ScreenPlaceholder.tsx';

export default function ProfileScreen() {
  return (
    <>
      <ScreenPlaceholder title="Contributor Profile" text="Profil kontributor Anda akan dikelola di sini." />
      <ChangePasswordForm />
    </>
  );
}
