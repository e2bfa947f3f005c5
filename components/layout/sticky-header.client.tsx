'use client';
import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * The header sticks to the top while the visitor scrolls up, and moves away while they scroll
 * down. The wrapper keeps the header's height so the page does not jump.
 */
export function StickyHeader({ children }: { children: ReactNode }) {
  const wrapper = useRef<HTMLDivElement>(null);
  const [sticky, setSticky] = useState(false);
  const [height, setHeight] = useState<number>();

  useEffect(() => {
    let last = window.scrollY;
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const y = window.scrollY;
        const headerHeight = wrapper.current?.firstElementChild?.getBoundingClientRect().height ?? 0;
        if (y <= headerHeight) setSticky(false);
        else if (y < last - 2) setSticky(true);
        else if (y > last + 2) setSticky(false);
        last = y;
      });
    };
    // The header's height, kept for the wrapper and published as --sticky-header: the page's
    // scroll-padding-top (globals.css), so a control reached by Tab or a link's target is scrolled
    // clear of the header, which shows as soon as the page scrolls up (WCAG 2.4.11).
    const header = wrapper.current?.firstElementChild;
    const measure = () => {
      const h = header?.getBoundingClientRect().height;
      setHeight(h);
      if (h) document.documentElement.style.setProperty('--sticky-header', `${Math.ceil(h)}px`);
    };
    measure();
    const resized = new ResizeObserver(measure);
    if (header) resized.observe(header);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      resized.disconnect();
      window.removeEventListener('scroll', onScroll);
    };
  }, []);

  return (
    <div ref={wrapper} style={sticky && height ? { minHeight: height } : undefined} data-sticky={sticky} className="group/sticky">
      {children}
    </div>
  );
}
