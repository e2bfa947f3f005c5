import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { SignInPage } from '@/components/admin/sign-in-page';
import { adminTranslator } from '@/lib/admin/i18n';
import { currentStaff } from '@/lib/server/staff/session';
import { signInAction } from './actions';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await adminTranslator('signIn'))('title') };
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function Page({ searchParams }: Props) {
  const query = await searchParams;
  const next = typeof query.next === 'string' && query.next.startsWith('/admin') ? query.next : '/admin';
  if (await currentStaff()) redirect(next);
  return <SignInPage step="password" action={signInAction} next={next} signedOut={query.signedOut === '1'} />;
}
