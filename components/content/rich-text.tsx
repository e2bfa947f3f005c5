import { richTextHtml } from '@/lib/content/sanitize';

type Props = {
  /** HTML (or plain text with blank lines between paragraphs) from the database. */
  html: string | null | undefined;
  className?: string;
  testId?: string;
};

/**
 * Database rich text, sanitised on the server (lib/content/sanitize.ts) and laid out by the
 * `.rich-text` styles. The only way a page should render stored HTML.
 */
export function RichText({ html, className, testId }: Props) {
  const clean = richTextHtml(html);
  if (!clean) return null;
  return <div className={`rich-text${className ? ` ${className}` : ''}`} data-testid={testId} dangerouslySetInnerHTML={{ __html: clean }} />;
}
