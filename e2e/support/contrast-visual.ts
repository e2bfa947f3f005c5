import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';

/**
 * Text contrast measured on the rendered pixels (WCAG 1.4.3), for text that axe cannot judge
 * because of what lies behind it: a photo, a gradient, a translucent backing. The element's box is
 * captured twice, as shown and with its text made transparent; the pixels that differ are the
 * glyphs. The text colour is read from the most covered glyph pixels, the background from the
 * second capture around the glyphs, and the ratio is taken against the worst background there
 * (the lightest behind light text, the darkest behind dark text).
 */

export type TextContrast = {
  label: string;
  ratio: number;
  /** 4.5, or 3 for large text (24 px, or 18.66 px bold). */
  required: number;
  text: string;
  background: string;
  /** How many pixels the glyphs cover; 0 means nothing could be measured. */
  glyphPixels: number;
};

const PROBE = 'data-contrast-probe';
const HIDE_TEXT = `[${PROBE}], [${PROBE}] * { color: transparent !important; -webkit-text-fill-color: transparent !important; text-shadow: none !important; text-decoration-color: transparent !important; caret-color: transparent !important; }`;

/** Relative luminance of an sRGB colour (WCAG 2.x). */
export function luminance(r: number, g: number, b: number): number {
  const c = (v: number) => {
    const s = v / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * c(r) + 0.7152 * c(g) + 0.0722 * c(b);
}

export function contrastRatio(a: number, b: number): number {
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

const hex = (px: readonly number[]) => `#${px.map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;

async function rgba(png: Buffer): Promise<{ data: Buffer; width: number; height: number }> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** Waits until every image that shows in the viewport has arrived and been decoded. */
async function imagesReady(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    [...document.images]
      .filter((img) => {
        const r = img.getBoundingClientRect();
        return r.width > 0 && r.height > 0 && r.bottom > 0 && r.right > 0 && r.top < innerHeight && r.left < innerWidth;
      })
      .every((img) => img.complete && img.naturalWidth > 0),
  );
}

/** Measures one element's text against what is rendered behind it (see the module comment). */
export async function measureTextContrast(page: Page, target: Locator, label?: string): Promise<TextContrast> {
  await target.scrollIntoViewIfNeeded();
  await imagesReady(page);
  const style = await target.evaluate((el) => {
    const cs = getComputedStyle(el);
    return { size: parseFloat(cs.fontSize), weight: Number(cs.fontWeight), name: ((el as HTMLElement).innerText ?? el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 50) };
  });
  const large = style.size >= 24 || (style.size >= 18.66 && style.weight >= 700);
  const required = large ? 3 : 4.5;
  const name = label ?? style.name;
  const box = await target.boundingBox();
  const viewport = page.viewportSize();
  if (!box || !viewport) return { label: name, ratio: 0, required, text: '', background: '', glyphPixels: 0 };
  const x = Math.max(0, Math.floor(box.x));
  const y = Math.max(0, Math.floor(box.y));
  const clip = { x, y, width: Math.min(viewport.width, Math.ceil(box.x + box.width)) - x, height: Math.min(viewport.height, Math.ceil(box.y + box.height)) - y };
  if (clip.width < 1 || clip.height < 1) return { label: name, ratio: 0, required, text: '', background: '', glyphPixels: 0 };

  const shown = await rgba(await page.screenshot({ clip, animations: 'disabled', caret: 'hide' }));
  const style_ = await page.addStyleTag({ content: HIDE_TEXT });
  await target.evaluate((el, attr) => el.setAttribute(attr, ''), PROBE);
  const bare = await rgba(await page.screenshot({ clip, animations: 'disabled', caret: 'hide' }));
  await target.evaluate((el, attr) => el.removeAttribute(attr), PROBE);
  await style_.evaluate((el) => (el as Element).remove());

  const { width, height } = shown;
  const n = width * height;
  const diff = new Float64Array(n);
  const bgLum = new Float64Array(n);
  let maxDiff = 0;
  for (let i = 0; i < n; i++) {
    const o = i * 4;
    diff[i] = Math.max(Math.abs(shown.data[o] - bare.data[o]), Math.abs(shown.data[o + 1] - bare.data[o + 1]), Math.abs(shown.data[o + 2] - bare.data[o + 2]));
    bgLum[i] = luminance(bare.data[o], bare.data[o + 1], bare.data[o + 2]);
    if (diff[i] > maxDiff) maxDiff = diff[i];
  }
  // Glyph pixels: clearly changed by the text. Below 24 levels it is antialiasing fringe or noise.
  const threshold = Math.max(24, maxDiff * 0.25);
  const glyph: number[] = [];
  for (let i = 0; i < n; i++) if (diff[i] >= threshold) glyph.push(i);
  if (glyph.length === 0) return { label: name, ratio: 0, required, text: '', background: '', glyphPixels: 0 };

  // The text colour: the most covered tenth of the glyph pixels, as rendered (median luminance).
  const core = [...glyph].sort((a, b) => diff[b] - diff[a]).slice(0, Math.max(1, Math.ceil(glyph.length / 10)));
  const coreLum = core.map((i) => luminance(shown.data[i * 4], shown.data[i * 4 + 1], shown.data[i * 4 + 2])).sort((a, b) => a - b);
  const mid = core[Math.floor(core.length / 2)];
  const textLum = coreLum[Math.floor(coreLum.length / 2)];
  const textPx = [shown.data[mid * 4], shown.data[mid * 4 + 1], shown.data[mid * 4 + 2]];

  // The background behind and right around the glyphs (2 px), each point as the mean of its 3x3
  // neighbourhood so that one speck of a photo does not decide; the worst of them counts.
  const near = new Uint8Array(n);
  for (const i of glyph) {
    const gx = i % width;
    const gy = Math.floor(i / width);
    for (let dy = -2; dy <= 2; dy++)
      for (let dx = -2; dx <= 2; dx++) {
        const nx = gx + dx;
        const ny = gy + dy;
        if (nx >= 0 && ny >= 0 && nx < width && ny < height) near[ny * width + nx] = 1;
      }
  }
  const glyphLums = glyph.map((i) => bgLum[i]).sort((a, b) => a - b);
  const lightText = textLum > glyphLums[Math.floor(glyphLums.length / 2)];
  let worst = lightText ? -1 : 2;
  let worstAt = glyph[0];
  for (let i = 0; i < n; i++) {
    if (!near[i]) continue;
    const px = i % width;
    const py = Math.floor(i / width);
    let sum = 0;
    let count = 0;
    for (let dy = -1; dy <= 1; dy++)
      for (let dx = -1; dx <= 1; dx++) {
        const nx = px + dx;
        const ny = py + dy;
        if (nx >= 0 && ny >= 0 && nx < width && ny < height) {
          sum += bgLum[ny * width + nx];
          count += 1;
        }
      }
    const mean = sum / count;
    if (lightText ? mean > worst : mean < worst) {
      worst = mean;
      worstAt = i;
    }
  }
  const bgPx = [bare.data[worstAt * 4], bare.data[worstAt * 4 + 1], bare.data[worstAt * 4 + 2]];
  return { label: name, ratio: Math.round(contrastRatio(textLum, worst) * 100) / 100, required, text: hex(textPx), background: hex(bgPx), glyphPixels: glyph.length };
}
