import { AdminMessagePage } from '@/components/admin/message-page';

/** The 403 page of the back office (forbidden() in lib/server/staff/session.ts). */
export default function Forbidden() {
  return <AdminMessagePage namespace="forbidden" />;
}
