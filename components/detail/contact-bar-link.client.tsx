'use client';

type Props = { href: string; label: string; className: string };

/**
 * The contact bar's "Contact": a link to the contact page, which is where it goes without scripts
 * (or when tapped before the page is hydrated), and with scripts it opens the page's own contact
 * modal through that modal's button, so there is one contact flow and one dialog on the page. The
 * dialog returns focus to whatever opened it, here this link.
 */
export function ContactBarLink({ href, label, className }: Props) {
  return (
    <a
      href={href}
      className={className}
      data-testid="contact-bar-open"
      onClick={(event) => {
        const opener = document.querySelector<HTMLButtonElement>('[data-testid="contact-open"]');
        if (!opener) return;
        event.preventDefault();
        opener.click();
      }}
    >
      {label}
    </a>
  );
}
