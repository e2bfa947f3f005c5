import { getTranslations } from '@/lib/i18n/translations';
import { ApproxPriceNote } from '@/components/currency/approx-price-note';
import { formatApproxRange } from '@/lib/format/currency';
import { LocationMap } from '@/components/map/location-map';
import { galleryFiles } from '@/components/project/gallery-images';
import { galleryWords } from '@/components/project/gallery-words';
import { preloadImage } from '@/components/ui/site-image';
import { ProjectGallery } from '@/components/project/project-gallery.client';
import { PropertyCard } from '@/components/property/property-card';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { jsonLdText, listingJsonLd } from '@/lib/detail/json-ld';
import type { DetailPageData } from '@/lib/detail/model';
import { parseVideo } from '@/lib/detail/video';
import { contactLabels } from '@/components/forms/contact-labels';
import { ContactModal } from '@/components/forms/contact-modal.client';
import { localePath } from '@/lib/i18n/config';
import { CitySupport } from '@/components/layout/city-support';
import { OfficeReachProvider } from '@/components/forms/office-reach.client';
import { ContactBar } from './contact-bar';
import { ChosenDistance } from './chosen-distance.client';
import { NearbySection } from './nearby-section';
import { DetailActions } from './detail-actions.client';
import { PrevNext } from './prev-next.client';
import { RecordHistory } from './record-history.client';
import { Section, Ticks } from './section';
import { Slice } from '@/components/ui/slice';
import { BookViewing } from '@/components/viewings/book-viewing.client';
import { viewingLabels } from '@/components/viewings/viewing-labels';
import { bookingPath } from '@/lib/viewings/paths';

/** The gallery column: the page's width less its padding, beside the 22rem summary from 1024 px (max-w-7xl). */
const GALLERY_SIZES = '(min-width: 1280px) 864px, (min-width: 1024px) calc(100vw - 26rem), calc(100vw - 2rem)';

type Props = DetailPageData;

/**
 * The residence and office detail page body: everything a visitor, a
 * crawler or a link preview needs is in the server HTML; islands add favourite, print, share,
 * previous/next over the stored results and the history record.
 */
export async function DetailView({ lang, model, trail, ld, stepsBase, stepsSuffix, guard, view, office: cityOffice }: Props) {
  const images = galleryFiles(model.images);
  const [t, words, tc, tcf, tf, common, tv, tn] = await Promise.all([
    getTranslations('detail'),
    galleryWords(model.name, images.length, model.floorPlan !== null),
    getTranslations('card'),
    getTranslations('contactForm'),
    getTranslations('forms'),
    getTranslations('common'),
    getTranslations('viewings'),
    getTranslations('nearby'),
  ]);
  if (images[0]) preloadImage(images[0], GALLERY_SIZES, 1280);
  const video = parseVideo(model.videoLink);
  const office = model.kind === 'office';
  const gallery = words.counters.length > 0;
  const summary = (
    <aside className="lg:sticky lg:top-24 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-start" aria-labelledby="detail-summary">
      <div className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm" data-testid="detail-summary">
        <p className="text-sm text-slate-600">{model.priceLabel}</p>
        <p className="mt-1 text-3xl font-bold text-brand-700" data-testid="detail-price">
          {model.price} <span className="text-base font-medium text-slate-600">{model.priceUnit}</span>
        </p>
        <ApproxPriceNote lang={lang} view={view} min={model.priceUsd.min} max={model.priceUsd.max} unit={model.priceUnit} className="mt-1" />
        <h2 id="detail-summary" className="mt-5 text-sm font-semibold tracking-wide text-slate-500 uppercase">
          {t('summary')}
        </h2>
        <dl className="mt-2 divide-y divide-slate-100 text-sm">
          {model.rows.map((row) => (
            <div key={row.key} className="summary-row" data-row={row.key}>
              <dt className="text-slate-600">{row.label}</dt>
              <dd className="summary-value">{row.value}</dd>
            </div>
          ))}
        </dl>
      </div>
      {!model.preview && (
        <div className="mt-4" data-print="hide">
          <OfficeReachProvider value={cityOffice?.links ?? null}>
            <ContactModal
              lang={lang}
              cityId={model.cityId}
              propertyId={model.code}
              guard={guard}
              labels={{
                open: tcf('open'),
                modalTitle: tcf('modalTitle'),
                close: tcf('close'),
                about: tcf('about', { name: model.name, code: model.code }),
                form: contactLabels(tcf, tf),
              }}
            />
            <div className="mt-3">
              <BookViewing
                lang={lang}
                listing={{ id: model.id, name: model.name, code: model.code }}
                href={localePath(lang, bookingPath(model.id))}
                guard={guard}
                label={tv('book.open')}
                messages={viewingLabels(tv, tf)}
              />
            </div>
          </OfficeReachProvider>
          <noscript>
            <a href={localePath(lang, '/about-isn/contact-us')} className="mt-2 block text-center text-sm font-medium text-brand-700 underline">
              {t('contactPage')}
            </a>
          </noscript>
        </div>
      )}
    </aside>
  );
  const paragraphs = (model.description ?? '').split(/\n{2,}/).map((p) => p.trim()).filter(Boolean);

  return (
    <article className="mx-auto max-w-7xl px-4 py-6 sm:py-8" data-testid={`${model.kind}-detail`} data-id={model.id}>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(listingJsonLd(ld.listing, ld.crumbs)) }} />
      <RecordHistory id={model.id} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Breadcrumb lang={lang} trail={trail} />
        <PrevNext
          id={model.id}
          office={office}
          base={stepsBase}
          suffix={stepsSuffix}
          labels={{ group: t('actions.steps'), previous: t('actions.previous'), next: t('actions.next') }}
        />
      </div>
      {model.preview && (
        <p className="mt-4 rounded-md border border-amber-300 bg-amber-50 px-4 py-2 text-sm text-amber-900" data-testid="detail-preview">
          {t('preview')}
        </p>
      )}

      <header className="mt-4 flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
        <div>
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{model.name}</h1>
          <p className="mt-1 text-sm text-slate-600">
            <span data-testid="detail-code">{t('code', { code: model.code })}</span>
            <span aria-hidden="true"> · </span>
            <span data-testid="detail-updated">{t('updated', { date: model.updated })}</span>
          </p>
          {model.latitude !== null && model.longitude !== null && (
            <ChosenDistance
              lang={lang}
              latitude={model.latitude}
              longitude={model.longitude}
              labels={{ place: tn.raw('chosen.place') as string, office: tn.raw('chosen.office') as string, note: tn('chosen.note') }}
            />
          )}
        </div>
        <DetailActions
          id={model.id}
          office={office}
          name={model.name}
          labels={{
            group: t('actions.label'),
            print: t('actions.print'),
            share: t('actions.share'),
            copied: t('actions.copied'),
            copyFailed: t('actions.copyFailed'),
            favourite: { add: tc('favouriteAdd', { name: model.name }), remove: tc('favouriteRemove', { name: model.name }) },
          }}
        />
      </header>

      {/* The summary follows the gallery in the markup, so that on a phone the facts come before the
          description; from 1024 px it is the right-hand column, beside the gallery and the sections. */}
      <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
        {gallery && (
          <div className="min-w-0 lg:col-start-1 lg:row-start-1">
            <ProjectGallery files={images} floorPlan={model.floorPlan} words={words} sizes={GALLERY_SIZES} />
          </div>
        )}
        {summary}
        {/* The gallery, the summary and the actions hydrate first; the sections below, the similar
            listings and the office strip after them (components/ui/slice.tsx). */}
        <Slice>
          <div className={`grid min-w-0 content-start gap-8 lg:col-start-1 ${gallery ? 'lg:row-start-2' : 'lg:row-start-1'}`} data-testid="detail-sections">

            {video && (
              <Section id="video" title={t('sections.video')}>
                {video.kind === 'youtube' ? (
                  <div className="aspect-video overflow-hidden rounded-xl bg-slate-900" data-print="hide">
                    <iframe
                      src={video.embed}
                      title={t('videoTitle', { name: model.name })}
                      loading="lazy"
                      allow="accelerometer; encrypted-media; gyroscope; picture-in-picture"
                      referrerPolicy="strict-origin-when-cross-origin"
                      allowFullScreen
                      className="size-full"
                    />
                  </div>
                ) : null}
                <a href={video.url} target="_blank" rel="noopener noreferrer" className="mt-2 inline-block text-sm font-medium text-brand-700 underline">
                  {t('videoLink')}
                </a>
              </Section>
            )}

            {paragraphs.length > 0 && (
              <Section id="description" title={t('sections.description')}>
                <div className="grid gap-3 leading-relaxed whitespace-pre-line text-slate-800">
                  {paragraphs.map((p, i) => (
                    <p key={i}>{p}</p>
                  ))}
                </div>
              </Section>
            )}

            {model.services.length > 0 && (
              <Section id="services" title={t('sections.services')}>
                <Ticks items={model.services} />
              </Section>
            )}

            {model.facilityGroups
              .filter((g) => g.items.length > 0)
              .map((g) => (
                <Section key={g.key} id={g.key} title={g.title}>
                  <Ticks items={g.items} />
                </Section>
              ))}

            {model.project && (
              <Section id="project" title={t('sections.project')}>
                <a href={model.project.href} target="_blank" rel="noopener" className="font-medium text-brand-700 underline underline-offset-4" data-testid="detail-project">
                  {t('projectLink', { name: model.project.name })}
                </a>
              </Section>
            )}

            {model.latitude !== null && model.longitude !== null && (
              <Section id="location" title={t('sections.location')}>
                <LocationMap latitude={model.latitude} longitude={model.longitude} name={model.name} address={model.address} />
              </Section>
            )}

            <NearbySection lang={lang} places={model.nearby} />
          </div>
        </Slice>

      </div>

      {model.similar.length > 0 && (
        <Slice>
          <section aria-labelledby="detail-similar" className="mt-12 border-t border-slate-200 pt-8" data-print="hide" data-testid="detail-similar">
            <h2 id="detail-similar" className="text-xl font-bold text-slate-900">
              {office ? t('sections.similarOffices') : t('sections.similar')}
            </h2>
            <ul className="mt-4 flex snap-x snap-mandatory gap-5 overflow-x-auto pb-3 [scrollbar-width:thin]">
              {model.similar.map((item) => (
                <li
                  key={item.id}
                  className={office ? 'similar-4' : 'similar-3'}
                >
                  <PropertyCard item={item} lang={lang} />
                </li>
              ))}
            </ul>
          </section>
        </Slice>
      )}

      <ContactBar
        id={model.id}
        office={office}
        label={t('bar.label')}
        priceLabel={model.priceLabel}
        price={model.price}
        priceUnit={model.priceUnit}
        approx={view && formatApproxRange(model.priceUsd.min, model.priceUsd.max, view, lang, model.priceUnit)}
        contact={model.preview ? null : { href: localePath(lang, '/about-isn/contact-us'), label: t('bar.contact') }}
        reach={
          model.preview || !cityOffice
            ? null
            : {
                links: cityOffice.links,
                call: t('bar.call', { phone: cityOffice.links.phone?.label ?? '' }),
                chat: t('bar.chat'),
                chatWith: { line: t('bar.line'), whatsapp: t('bar.whatsapp'), zalo: t('bar.zalo') },
                newTab: common('opensInNewTab'),
              }
        }
        favourite={{ add: tc('favouriteAdd', { name: model.name }), remove: tc('favouriteRemove', { name: model.name }) }}
      />
      {!model.preview && (
        <Slice>
          <CitySupport lang={lang} office={cityOffice} />
        </Slice>
      )}
    </article>
  );
}
