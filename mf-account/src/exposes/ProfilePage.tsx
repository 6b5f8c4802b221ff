import { ProfilePage } from '../features/profile/components/ProfilePage';

export default ProfilePage;

/** Built from light components only: the shell renders it without loading MUI (its dialogs bring their own). */
export const usesMui = false;
