import { Navigate } from '@reeltime/shared-lib';
import { StaffOnly } from '../../staff/components/StaffOnly';
import { homePathFor } from '../navigation';

/** /admin: the dashboard for managers and admins, the door scanner for staff (after the sign-in). */
export function BackOfficeHome() {
  return <StaffOnly>{(account) => <Navigate to={`/admin/${homePathFor(account.role)}`} replace />}</StaffOnly>;
}
