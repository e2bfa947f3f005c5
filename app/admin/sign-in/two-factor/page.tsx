import type { Metadata } from 'next';
import { SignInPage } from '@/components/admin/sign-in-page';
import { adminTranslator } from '@/lib/admin/i18n';
import { returnPath } from '@/lib/admin/return-path';
import { twoFactorAction } from '../actions';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await adminTranslator('signIn'))('twoFactorTitle') };
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function Page({ searchParams }: Props) {
  const query = await searchParams;
  const next = returnPath(query.next);
  return <SignInPage step="code" action={twoFactorAction} next={next} />;
}
