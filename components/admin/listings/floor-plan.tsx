import { removeFloorPlanAction } from '@/app/admin/(office)/listings/actions';
import { imageUrl } from '@/lib/format';
import { Notice, Section, buttonClass, dangerButtonClass } from '../ui';
import type { ListingWords } from './fields.client';
import { ImageFileField, type photoError } from './photos';

export const FLOOR_PLAN_NOTICES = ['floorPlanSaved', 'floorPlanRemoved'] as const;

/**
 * A listing's floor plan: the drawing now on the listing (or none), a form that uploads a new one
 * (replacing it) to the upload route (/admin/photos/floor-plan/…), and one that removes it. After a
 * save the page comes back here with the notice and the drawing as stored. No JavaScript needed.
 */
export function FloorPlanManager(props: { id: number; floorPlan: string | null; words: ListingWords; error?: ReturnType<typeof photoError>; notice?: (typeof FLOOR_PLAN_NOTICES)[number] }) {
  const { id, floorPlan, words } = props;
  const w = words.floorPlan;
  return (
    <div id="floor-plan" data-testid="floor-plan-manager">
      <Section title={words.sections.floorPlan}>
        {props.notice && <Notice kind="success">{words.notices[props.notice]}</Notice>}
        <p className="mb-4 text-sm text-slate-700">{w.lead}</p>
        {floorPlan ? (
          <figure className="mb-4 max-w-md rounded border border-slate-200 bg-white p-2" data-testid="floor-plan-current">
            {/* eslint-disable-next-line @next/next/no-img-element -- the stored file as it is, no resizing service */}
            <img src={imageUrl(floorPlan, 640)} alt={w.alt} className="aspect-[3/2] w-full object-contain" />
            <figcaption className="mt-1 text-sm text-slate-700">{w.current}</figcaption>
          </figure>
        ) : (
          <p className="mb-4 text-slate-700" data-testid="floor-plan-none">
            {w.none}
          </p>
        )}
        <form method="post" action={`/admin/photos/floor-plan/${id}`} encType="multipart/form-data" className="flex flex-wrap items-end gap-3">
          <ImageFileField id="floor-plan-file" name="plan" label={w.choose} error={props.error && w.errors[props.error]} />
          <button type="submit" className={buttonClass}>
            {floorPlan ? w.replace : w.upload}
          </button>
        </form>
        {floorPlan && (
          <form action={removeFloorPlanAction} className="mt-4">
            <input type="hidden" name="id" value={id} />
            <button type="submit" className={dangerButtonClass}>
              {w.remove}
            </button>
          </form>
        )}
      </Section>
    </div>
  );
}
