'use client';
import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * The header sticks to the top while the visitor scrolls up, and moves away while they scroll
 * down (SPEC §2). The wrapper keeps the header's height so the page does not jump.
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
    const measure = () => setHeight(wrapper.current?.firstElementChild?.getBoundingClientRect().height);
    measure();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', measure);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', measure);
    };
  }, []);

  return (
    <div ref={wrapper} style={sticky && height ? { minHeight: height } : undefined} data-sticky={sticky} className="group/sticky">
      {children}
    </div>
  );
}
