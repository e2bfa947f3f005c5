import { getTranslations } from '@/lib/i18n/translations';
import type { ReactNode } from 'react';
import { SiteImage } from '@/components/ui/site-image';
import { BannerTrack } from './banner-track';

type Props = { files: string[]; children: ReactNode };

/** The banner fills the page width; on a phone it sits cropped behind the form, so the 640 px rendition is picked there. */
const SIZES = '100vw';

/**
 * The home banner (SPEC §2, §4): every slide is in the server HTML, the first one as the page's LCP
 * image (preloaded from the head, high priority). With scripts and more than one slide, BannerTrack
 * loops through them every 5 seconds under its pause, previous and next controls; without, the
 * first slide shows and nothing moves.
 */
export async function BannerCarousel({ files, children }: Props) {
  const slides = files.map((file, i) => (
    <div key={file} className="h-full w-full shrink-0 snap-start" data-testid="banner-slide">
      <SiteImage file={file} base={1280} sizes={SIZES} priority={i === 0} width={1920} height={640} className="size-full object-cover" />
    </div>
  ));
  const moving = slides.length > 1;
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
        <div className="absolute inset-0 -z-10 overflow-hidden" aria-hidden="true">
          <div className="flex h-full">{slides}</div>
        </div>
      )}
      <div className="absolute inset-0 -z-10 bg-gradient-to-b from-black/45 via-black/25 to-black/55" aria-hidden="true" />
      {/* Room under the form for the slide controls, reserved in the server HTML so nothing shifts when they appear. */}
      {moving ? <div className="pb-12">{children}</div> : children}
    </div>
  );
}
