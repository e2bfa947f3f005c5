import { NearSnapRow } from '@/components/ui/near-snap-row.client';
import { SnapRowFrame } from '@/components/ui/snap-row-frame';

type Partner = { id: number; name: string; image: string; url: string | null };
type Props = { partners: Partner[]; previousLabel: string; nextLabel: string };

/**
 * Partner logos: one per view on mobile, four from 768 px, 10 px between slides, every
 * logo in the server HTML. The row scrolls and snaps by itself (also without scripts); the
 * arrows step one logo, looping when there are more than four.
 */
export function PartnerCarousel({ partners, previousLabel, nextLabel }: Props) {
  const labels = { previousLabel, nextLabel };
  const row = (
    <ul className="flex w-full gap-[10px]">
      {partners.map((p) => {
        const logo = (
          // eslint-disable-next-line @next/next/no-img-element -- small logos served with year-long cache headers
          <img src={`/images/${p.image}`} alt={p.name} loading="lazy" decoding="async" width={240} height={120} className="partner-img" />
        );
        return (
          <li key={p.id} className="partner" data-testid="partner">
            <div className="partner-box">
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
  );
  return (
    <NearSnapRow {...labels} loop={partners.length > 4} row={row}>
      <SnapRowFrame {...labels}>{row}</SnapRowFrame>
    </NearSnapRow>
  );
}
