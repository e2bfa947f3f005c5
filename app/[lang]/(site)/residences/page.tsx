import { isLang } from '@/lib/i18n/config';
import { pageMetadata } from '@/lib/seo/metadata';

type Props = { params: Promise<{ lang: string }> };

/** `/residences` is the residence home under a second address; its canonical is the root. */
export async function generateMetadata({ params }: Props) {
  const { lang } = await params;
  return isLang(lang) ? pageMetadata({ lang, path: '/' }) : {};
}

export { default } from '../page';
