/**
 * The ways a renter can reach a city office, as links: its phone (`tel:`), and the chat apps staff
 * set in the back office (`contactChannels`, lib/server/office-settings-schema.ts). Plain functions,
 * shared by the server-rendered contact bar, the forms' failure notice and the back office.
 */

/** The channels a renter can ask to be answered on (the forms' "preferred contact"), in the order offered. */
export const CONTACT_CHANNELS = ['email', 'phone', 'line', 'whatsapp', 'zalo'] as const;
export type ContactChannel = (typeof CONTACT_CHANNELS)[number];

export function isContactChannel(value: unknown): value is ContactChannel {
  return typeof value === 'string' && (CONTACT_CHANNELS as readonly string[]).includes(value);
}

/** The chat apps an office can offer. */
export const CHAT_APPS = ['line', 'whatsapp', 'zalo'] as const;
export type ChatApp = (typeof CHAT_APPS)[number];

/** An office's phone, e-mail and chat apps as links, each absent when the office has none. */
export type OfficeLinks = { phone?: { label: string; href: string }; email?: string; chats: { app: ChatApp; href: string }[] };

const digits = (phone: string) => phone.replace(/[^\d]/g, '');

/** `tel:` with only the plus and the digits, as dialers read it. */
export function telHref(phone: string): string {
  return `tel:${phone.trim().startsWith('+') ? '+' : ''}${digits(phone)}`;
}

/** LINE's add-friend link for an official account ID (`@isn-hanoi`); the at sign is part of the ID. */
export function lineHref(id: string): string {
  return `https://line.me/R/ti/p/${encodeURIComponent(id.trim())}`;
}

/** WhatsApp's click-to-chat link: the international number, digits only (wa.me/84901234567). */
export function whatsappHref(phone: string): string {
  return `https://wa.me/${digits(phone)}`;
}

/**
 * Zalo's link to a person or business by phone: Zalo writes Vietnamese numbers in their national
 * form (zalo.me/0901234567), and others as the international digits.
 */
export function zaloHref(phone: string): string {
  const d = digits(phone);
  return `https://zalo.me/${d.startsWith('84') ? `0${d.slice(2)}` : d}`;
}

const CHAT_HREF: Record<ChatApp, (value: string) => string> = { line: lineHref, whatsapp: whatsappHref, zalo: zaloHref };

/** The office's links from its support line and its stored channels (either may be missing). */
export function officeLinks(
  support: { phone1: string; emailSupport1: string } | null | undefined,
  channels: Partial<Record<ChatApp, string>> | undefined,
): OfficeLinks {
  const chats = CHAT_APPS.flatMap((app) => (channels?.[app] ? [{ app, href: CHAT_HREF[app](channels[app]) }] : []));
  return { phone: support?.phone1 ? { label: support.phone1, href: telHref(support.phone1) } : undefined, email: support?.emailSupport1 || undefined, chats };
}
