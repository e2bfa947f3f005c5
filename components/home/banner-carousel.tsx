import { getTranslations } from '@/lib/i18n/translations';
import type { ReactNode } from 'react';
import { SiteImage } from '@/components/ui/site-image';
import { BannerTrack } from './banner-track.client';

/** A slide: its stored file and its banner's text in the page's language (none: no caption). */
export type Slide = { file: string; title: string | null };
type Props = { slides: Slide[]; children: ReactNode };

/** The banner fills the page width; on a phone it sits cropped behind the form, so the 640 px rendition is picked there. */
const SIZES = '100vw';
/** The gradient over each slide's image. */
const SHADE = 'bg-gradient-to-b from-black/45 via-black/25 to-black/55';

/**
 * The home banner: every slide is in the server HTML, the first one as the page's LCP
 * image (preloaded from the head, high priority). With scripts and more than one slide, BannerTrack
 * loops through them every 5 seconds under its pause, previous and next controls; without, the
 * first slide shows and nothing moves. The slides come with files known to be on the server. Each slide's
 * text sits on it, in the strip kept free at the bottom, and is the one copy of it that assistive
 * technology reads (the images are decorative, so the slides' layer is not aria-hidden).
 */
export async function BannerCarousel({ slides: shown, children }: Props) {
  const slides = shown.map(({ file, title }, i) => (
    <div key={file} className="relative h-full w-full shrink-0 snap-start" data-testid="banner-slide">
      <SiteImage file={file} base={1280} sizes={SIZES} priority={i === 0} width={1920} height={640} className="size-full object-cover" />
      {/* The shade that keeps the search form readable, under the slide's text (over it, it dimmed the white text below 4.5:1). */}
      <div className={`absolute inset-0 ${SHADE}`} aria-hidden="true" />
      {title && (
        <div className="absolute inset-x-0 bottom-3 z-10">
          <div className="mx-auto max-w-7xl px-4">
            <p className="line-clamp-2 w-fit max-w-[calc(100%-14rem)] rounded bg-black/60 px-3 py-1.5 text-sm font-semibold text-white sm:text-base" data-testid="banner-text">
              {title}
            </p>
          </div>
        </div>
      )}
    </div>
  ));
  const moving = slides.length > 1;
  const captioned = shown.some((s) => s.title);
  const t = moving ? await getTranslations('home') : undefined;
  return (
    <div className="relative isolate z-10 bg-brand-800" data-testid="home-banner">
      {t ? (
        <BannerTrack
          count={slides.length}
          labels={{ controls: t('bannerControls'), previous: t('previousSlide'), next: t('nextSlide'), pause: t('pauseSlides'), play: t('playSlides') }}
          positions={slides.map((_, i) => t('slide', { index: i + 1, total: slides.length }))}
        >
          {slides}
        </BannerTrack>
      ) : (
        <div className="absolute inset-0 -z-10 overflow-hidden">
          <div className="flex h-full">{slides}</div>
        </div>
      )}
      {slides.length === 0 && <div className={`absolute inset-0 -z-10 ${SHADE}`} aria-hidden="true" />}
      {/* Room under the form for the slide controls, reserved in the server HTML so nothing shifts when they appear. */}
      {moving || captioned ? <div className="pb-12">{children}</div> : children}
    </div>
  );
}
