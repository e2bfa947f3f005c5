import 'server-only';
import { adminLanguage } from '@/lib/admin/i18n';
import { bannerFormValues, type Banner } from '@/lib/server/content-admin/banners';
import { cityChoices } from '@/lib/server/content-admin/choices';
import { pickerImages } from '@/lib/server/content-admin/media';
import { placeFormValues, type Place } from '@/lib/server/content-admin/places';
import { listCategories, postFormValues, type Post, type PostKind } from '@/lib/server/content-admin/posts';
import { specialListFormValues, type SpecialList } from '@/lib/server/content-admin/special-lists';
import { getDb } from '@/lib/server/db/client';

/** What the blog post or news release form shows: the post's values (a new one: none), categories, cities, the image picker's images. */
export async function postEditorData(kind: PostKind, post: Post | null) {
  const [db, lang] = await Promise.all([getDb(), adminLanguage()]);
  const [categories, cities, images] = await Promise.all([listCategories(db), cityChoices(db), pickerImages(db, lang)]);
  return { kind, id: post?.id ?? null, values: postFormValues(post), categories, cities, images };
}

/** What the special list form shows: the list's values (a new one: none) and the cities. */
export async function specialListEditorData(list: SpecialList | null) {
  const cities = await cityChoices(await getDb());
  return { id: list?.id ?? null, values: specialListFormValues(list), cities };
}

/** What the banner form shows: the banner's values (a new one: none), the cities, the image picker's images. */
export async function bannerEditorData(banner: Banner | null) {
  const [db, lang] = await Promise.all([getDb(), adminLanguage()]);
  const [cities, images] = await Promise.all([cityChoices(db), pickerImages(db, lang)]);
  return { id: banner?.id ?? null, values: bannerFormValues(banner), cities, images };
}

export type PostEditorData = Awaited<ReturnType<typeof postEditorData>>;
export type SpecialListEditorData = Awaited<ReturnType<typeof specialListEditorData>>;
export type BannerEditorData = Awaited<ReturnType<typeof bannerEditorData>>;

/** What the place form shows: the place's values (a new one: published, in the city asked for) and the cities. */
export async function placeEditorData(place: Place | null, cityId?: number) {
  const cities = await cityChoices(await getDb());
  return { id: place?.id ?? null, values: placeFormValues(place, cityId ?? cities[0]?.id), cities };
}

export type PlaceEditorData = Awaited<ReturnType<typeof placeEditorData>>;
