import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { SignInPage } from '@/components/admin/sign-in-page';
import { adminTranslator } from '@/lib/admin/i18n';
import { returnPath } from '@/lib/admin/return-path';
import { currentStaff } from '@/lib/server/staff/session';
import { signInAction } from './actions';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await adminTranslator('signIn'))('title') };
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function Page({ searchParams }: Props) {
  const query = await searchParams;
  const next = returnPath(query.next);
  if (await currentStaff()) redirect(next);
  return <SignInPage step="password" action={signInAction} next={next} signedOut={query.signedOut === '1'} />;
}
