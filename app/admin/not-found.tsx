import { AdminMessagePage } from '@/components/admin/message-page';

export default function AdminNotFound() {
  return <AdminMessagePage namespace="notFound" />;
}
