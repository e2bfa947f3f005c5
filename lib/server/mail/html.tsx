import 'server-only';
import { Body, Button, Column, Container, Head, Hr, Html, Img, Link, Preview, Row, Section, Text } from '@react-email/components';
import { render } from '@react-email/render';
import type { MailLanguage } from './config';

/** A listing a mail is about: its name, rent, page and first photo (absolute addresses). */
export type MailListing = { code: string; name: string; rent: string; url: string; photo?: string };

/** The office a renter can call or write to about the mail. */
export type MailOffice = { label: string; phone?: string; email?: string };

/**
 * One mail's content, as the plain-text body has it (lib/server/mail/submissions.ts): the same
 * words, so the two parts of the multipart mail say the same thing.
 */
export type MailContent = {
  language: MailLanguage;
  /** The first lines of the inbox, under the subject. */
  preview: string;
  /** Paragraphs before the details (the lead). */
  lead: string[];
  /** The listings asked about, each as a card with its photo, rent and link. */
  listings?: MailListing[];
  listingsTitle?: string;
  viewListing?: string;
  /** `label: value` rows. */
  details: [label: string, value: string][];
  /** Paragraphs after the details (the "not me" line, a link to follow). */
  closing: string[];
  office?: MailOffice;
  /** The agency's closing block (lines). */
  signature: string[];
};

const BRAND = '#0f766e';
const font = { fontFamily: '-apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Hiragino Sans", "Noto Sans JP", Meiryo, sans-serif' };
const text = { fontSize: '15px', lineHeight: '24px', color: '#1e293b', margin: '0 0 12px' };
const small = { fontSize: '13px', lineHeight: '20px', color: '#475569', margin: '0' };

function Lines({ value }: { value: string }) {
  const lines = value.split(/\r?\n/);
  return (
    <>
      {lines.map((line, i) => (
        <span key={i}>
          {line}
          {i < lines.length - 1 && <br />}
        </span>
      ))}
    </>
  );
}

/**
 * The HTML part of the site's mails, one layout for every mail in both languages, built with React
 * Email's components (tables and inline styles that mail clients draw alike). What it says comes
 * from the same messages as the text part; nothing here is worded.
 */
export function SiteMail(m: MailContent) {
  return (
    <Html lang={m.language === 'ja' ? 'ja' : 'en'}>
      <Head />
      <Preview>{m.preview}</Preview>
      <Body style={{ ...font, backgroundColor: '#f1f5f9', margin: 0, padding: '24px 0' }}>
        <Container style={{ maxWidth: '600px', backgroundColor: '#ffffff', borderRadius: '8px', padding: '28px 28px 20px' }}>
          {m.lead.map((p, i) => (
            <Text key={i} style={text}>
              <Lines value={p} />
            </Text>
          ))}
          {m.listings && m.listings.length > 0 && (
            <Section style={{ margin: '8px 0 16px' }}>
              {m.listingsTitle && <Text style={{ ...text, fontWeight: 700 }}>{m.listingsTitle}</Text>}
              {m.listings.map((l) => (
                <Section key={l.code} style={{ border: '1px solid #e2e8f0', borderRadius: '8px', marginBottom: '12px' }}>
                  {l.photo && (
                    <Link href={l.url}>
                      <Img src={l.photo} alt={l.name} width="544" style={{ width: '100%', maxWidth: '544px', height: 'auto', borderRadius: '8px 8px 0 0', display: 'block' }} />
                    </Link>
                  )}
                  <Section style={{ padding: '12px 16px' }}>
                    <Text style={{ ...text, fontWeight: 700, margin: '0 0 4px' }}>
                      <Link href={l.url} style={{ color: '#0f172a', textDecoration: 'none' }}>
                        {l.name}
                      </Link>
                    </Text>
                    <Text style={{ ...small, margin: '0 0 10px' }}>
                      {l.code} · <strong style={{ color: BRAND }}>{l.rent}</strong>
                    </Text>
                    {m.viewListing && (
                      <Button href={l.url} style={{ backgroundColor: BRAND, color: '#ffffff', borderRadius: '6px', padding: '10px 18px', fontSize: '14px', fontWeight: 600 }}>
                        {m.viewListing}
                      </Button>
                    )}
                  </Section>
                </Section>
              ))}
            </Section>
          )}
          {m.details.length > 0 && (
            <Section style={{ backgroundColor: '#f8fafc', borderRadius: '8px', padding: '8px 16px', margin: '0 0 16px' }}>
              {m.details.map(([label, value], i) => (
                <Row key={i}>
                  <Column style={{ ...small, width: '38%', verticalAlign: 'top', padding: '6px 12px 6px 0' }}>{label}</Column>
                  <Column style={{ ...small, color: '#0f172a', verticalAlign: 'top', padding: '6px 0' }}>
                    <Lines value={value} />
                  </Column>
                </Row>
              ))}
            </Section>
          )}
          {m.office && (m.office.phone || m.office.email) && (
            <Section style={{ margin: '0 0 16px' }}>
              <Text style={{ ...text, margin: '0 0 4px', fontWeight: 700 }}>{m.office.label}</Text>
              {m.office.phone && (
                <Text style={small}>
                  <Link href={`tel:${m.office.phone.replace(/[^\d+]/g, '')}`} style={{ color: BRAND }}>
                    {m.office.phone}
                  </Link>
                </Text>
              )}
              {m.office.email && (
                <Text style={small}>
                  <Link href={`mailto:${m.office.email}`} style={{ color: BRAND }}>
                    {m.office.email}
                  </Link>
                </Text>
              )}
            </Section>
          )}
          {m.closing.map((p, i) => (
            <Text key={i} style={{ ...small, margin: '0 0 12px' }}>
              <Lines value={p} />
            </Text>
          ))}
          <Hr style={{ borderColor: '#e2e8f0', margin: '16px 0' }} />
          <Text style={small}>
            <Lines value={m.signature.join('\n')} />
          </Text>
        </Container>
      </Body>
    </Html>
  );
}

/** The HTML part of a mail. */
export function renderMailHtml(content: MailContent): Promise<string> {
  return render(<SiteMail {...content} />);
}
