import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { EndpointResponse } from '@/lib/api/endpoints';
import type { PropertyPage } from '@/lib/api/properties';

/** The answers of /api/properties/filter and of /api/districts/get-by-city (one district), as the API declares them. */
export type Results = PropertyPage;
export type District = EndpointResponse<'/api/districts/get-by-city'>[number];

export async function api<T>(request: APIRequestContext, url: string): Promise<T> {
  const res = await request.get(url);
  expect(res.status(), url).toBe(200);
  return (await res.json()) as T;
}

/** Waits until the form has hydrated (it does with the page), so clicks reach React and not only the browser. */
export async function liveForm(page: Page, testId: 'residence-search' | 'office-search'): Promise<Locator> {
  const form = page.getByTestId(testId).first();
  await expect(form).toHaveAttribute('data-hydrated', 'true');
  return form;
}

export function panel(form: Locator, id: string) {
  const root = form.getByTestId(`panel-${id}`);
  return { root, summary: root.locator('summary'), boxes: root.getByRole('checkbox'), text: root.getByTestId('panel-summary') };
}

/** Every script the page asks for from now on, in order. */
export function scriptLog(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (req) => {
    if (req.resourceType() === 'script') scripts.push(req.url());
  });
  return scripts;
}
