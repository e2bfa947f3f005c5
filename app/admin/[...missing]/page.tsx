import { notFound } from 'next/navigation';

/** Any other /admin/… address: the back office's own 404 (app/admin/not-found.tsx), in its language and look. */
export default function MissingAdminPage() {
  notFound();
}
