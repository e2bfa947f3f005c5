'use client';
import useEmblaCarousel from 'embla-carousel-react';
import { useCallback, useEffect, useState } from 'react';

type Partner = { id: number; name: string; image: string; url: string | null };
type Props = { partners: Partner[]; previousLabel: string; nextLabel: string };

/**
 * Partner logos (SPEC §2): one per view on mobile, four from 768 px, 10 px between slides. Without
 * scripts the first logos show and the arrows do nothing; nothing else depends on them.
 */
export function PartnerCarousel({ partners, previousLabel, nextLabel }: Props) {
  const [viewport, api] = useEmblaCarousel({ align: 'start', loop: partners.length > 4, slidesToScroll: 1 });
  const [canScroll, setCanScroll] = useState({ prev: false, next: false });

  const update = useCallback(() => {
    if (api) setCanScroll({ prev: api.canScrollPrev(), next: api.canScrollNext() });
  }, [api]);

  useEffect(() => {
    if (!api) return;
    const frame = requestAnimationFrame(update);
    api.on('select', update).on('reInit', update);
    return () => {
      cancelAnimationFrame(frame);
      api.off('select', update).off('reInit', update);
    };
  }, [api, update]);

  const button = 'inline-flex size-9 shrink-0 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-700 hover:bg-slate-50 disabled:opacity-40';
  return (
    <div className="flex items-center gap-2">
      <button type="button" className={button} onClick={() => api?.scrollPrev()} disabled={!canScroll.prev} aria-label={previousLabel}>
        <span aria-hidden="true">‹</span>
      </button>
      <div ref={viewport} className="min-w-0 flex-1 overflow-hidden">
        <ul className="-ml-[10px] flex">
          {partners.map((p) => {
            const logo = (
              // eslint-disable-next-line @next/next/no-img-element -- small logos served with year-long cache headers
              <img src={`/images/${p.image}`} alt={p.name} loading="lazy" decoding="async" width={240} height={120} className="mx-auto h-20 w-auto object-contain" />
            );
            return (
              <li key={p.id} className="min-w-0 shrink-0 grow-0 basis-full pl-[10px] md:basis-1/4">
                <div className="flex h-24 items-center justify-center rounded-lg border border-slate-200 bg-white p-2">
                  {p.url ? (
                    <a href={p.url} target="_blank" rel="noopener noreferrer">
                      {logo}
                    </a>
                  ) : (
                    logo
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      </div>
      <button type="button" className={button} onClick={() => api?.scrollNext()} disabled={!canScroll.next} aria-label={nextLabel}>
        <span aria-hidden="true">›</span>
      </button>
    </div>
  );
}
