import type { Metadata } from 'next';
import { SignInPage } from '@/components/admin/sign-in-page';
import { adminTranslator } from '@/lib/admin/i18n';
import { twoFactorAction } from '../actions';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await adminTranslator('signIn'))('twoFactorTitle') };
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function Page({ searchParams }: Props) {
  const query = await searchParams;
  const next = typeof query.next === 'string' && query.next.startsWith('/admin') ? query.next : '/admin';
  return <SignInPage step="code" action={twoFactorAction} next={next} />;
}
