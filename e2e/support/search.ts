import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

export type Results = { totalRecords: number; items: { id: number }[] };
export type District = { id: number; districtName: string };

export async function api<T>(request: APIRequestContext, url: string): Promise<T> {
  const res = await request.get(url);
  expect(res.status(), url).toBe(200);
  return (await res.json()) as T;
}

/**
 * Waits until the form's scripts run, so clicks reach React and not only the browser. The form's
 * code loads at the visitor's first touch (components/search/deferred-form.tsx): the pointer is
 * moved over it first, as a visitor's mouse would be.
 */
export async function liveForm(page: Page, testId: 'residence-search' | 'office-search'): Promise<Locator> {
  const form = page.getByTestId(testId).first();
  await form.hover({ position: { x: 2, y: 2 } });
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
