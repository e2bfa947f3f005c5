'use client';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useHydrated } from '@/components/search/use-hydrated.client';

type Member = { id: number; name: string; description: string | null; image: string | null; src: string | null };
type Labels = { label: string; previous: string; next: string; pause: string; play: string; slide: string };

const MOTION = '(prefers-reduced-motion: reduce)';
const prefersReducedMotion = () => window.matchMedia(MOTION).matches;
function subscribeMotion(onChange: () => void) {
  const query = window.matchMedia(MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** The meet-our-team carousel moves every 5 seconds. */
export const AUTOPLAY_MS = 5_000;

/**
 * The team carousel: a scroll-snap list (every member is in the server HTML and can be scrolled
 * without scripts) that, with scripts, moves one card every 5 s, looping. It stops while hovered
 * or focused, never starts under prefers-reduced-motion, and has previous, next and pause/play
 * buttons (WCAG 2.2.2).
 */
export function TeamCarousel({ members, labels }: { members: Member[]; labels: Labels }) {
  const list = useRef<HTMLUListElement>(null);
  const [index, setIndex] = useState(0);
  /** The visitor's own pause/play choice; until then autoplay unless they asked for less motion. */
  const [choice, setChoice] = useState<boolean | null>(null);
  const [held, setHeld] = useState(false);
  const hydrated = useHydrated();
  const reduced = useSyncExternalStore(subscribeMotion, prefersReducedMotion, () => true);
  const playing = choice ?? (hydrated && !reduced);

  const go = useCallback(
    (to: number) => {
      const el = list.current;
      if (!el || !members.length) return;
      const next = (to + members.length) % members.length;
      const card = el.children[next] as HTMLElement | undefined;
      if (card) el.scrollTo({ left: card.offsetLeft - el.offsetLeft, behavior: 'smooth' });
      setIndex(next);
    },
    [members.length],
  );

  useEffect(() => {
    if (!playing || held || members.length < 2) return;
    const timer = window.setInterval(() => go(index + 1), AUTOPLAY_MS);
    return () => window.clearInterval(timer);
  }, [playing, held, index, go, members.length]);

  const button =
    'inline-flex size-10 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600';
  return (
    <section
      aria-roledescription="carousel"
      aria-label={labels.label}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setHeld(false);
      }}
      data-testid="team-carousel"
      data-index={index}
      data-playing={playing && !held ? 'true' : 'false'}
    >
      {/* Focusable so keyboard users can scroll it with the arrow keys (also without scripts). */}
      <ul
        ref={list}
        onScroll={(e) => {
          // A swipe or keyboard scroll moves the position autoplay continues from.
          const el = e.currentTarget;
          const width = (el.children[0] as HTMLElement | undefined)?.offsetWidth ?? 0;
          if (width) {
            const near = Math.round(el.scrollLeft / (width + 16));
            if (el.scrollLeft + el.clientWidth >= el.scrollWidth - 2 && index > near) return; // the end: keep the stepped index
            if (near !== index) setIndex(Math.min(near, members.length - 1));
          }
        }}
        tabIndex={0}
        aria-label={labels.label}
        className="flex snap-x snap-mandatory gap-4 overflow-x-auto scroll-smooth rounded-xl pb-3 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        aria-live={playing ? 'off' : 'polite'}
      >
        {members.map((m, i) => (
          <li
            key={m.id}
            className="w-full shrink-0 snap-start sm:w-[calc(50%-0.5rem)] lg:w-[calc(33.333%-0.667rem)]"
            aria-roledescription="slide"
            aria-label={labels.slide.replace('{index}', String(i + 1)).replace('{total}', String(members.length))}
            data-testid="team-member"
            data-current={i === index ? 'true' : undefined}
          >
            <article className="h-full overflow-hidden rounded-xl border border-slate-200 bg-white">
              {m.src && (
                // eslint-disable-next-line @next/next/no-img-element -- resized variants served by /images with long cache headers
                <img src={m.src} alt="" width={640} height={480} loading={i < 3 ? 'eager' : 'lazy'} decoding="async" className="aspect-[4/3] w-full bg-slate-100 object-cover" />
              )}
              <div className="p-4">
                <h2 className="font-semibold text-slate-900">{m.name}</h2>
                {m.description && <p className="mt-2 text-sm leading-relaxed text-slate-700">{m.description}</p>}
              </div>
            </article>
          </li>
        ))}
      </ul>
      {/* The buttons need scripts; without them the list scrolls by itself. */}
      {hydrated && (
      <div className="mt-3 flex items-center justify-center gap-3">
        <button type="button" className={button} onClick={() => go(index - 1)} aria-label={labels.previous}>
          <span aria-hidden="true">‹</span>
        </button>
        <button type="button" className={button} onClick={() => setChoice(!playing)} aria-label={playing ? labels.pause : labels.play} data-testid="team-play">
          <span aria-hidden="true">{playing ? '❚❚' : '▶'}</span>
        </button>
        <button type="button" className={button} onClick={() => go(index + 1)} aria-label={labels.next}>
          <span aria-hidden="true">›</span>
        </button>
      </div>
      )}
    </section>
  );
}
