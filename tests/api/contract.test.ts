import { describe, expect, it } from 'vitest';
import { endpoints } from '@/lib/api/endpoints';
import { get, routeFiles } from '../support/api';

const paths = Object.keys(endpoints);
/** The POST endpoints of the public API, whose bodies lib/forms describes rather than lib/api/endpoints. */
const POST_ENDPOINTS = ['/api/contacts', '/api/contacts/customer_contact', '/api/newsletters', '/api/owners'];
/** Endpoints for operators rather than the site (not in the public API): the load balancer's health check. */
const OPERATIONS = ['/api/health'];
/** The links of the newsletter's mails (double opt-in, RFC 8058 unsubscribe), checked by tests/mail. */
const MAIL_LINKS = ['/api/newsletters/confirm', '/api/newsletters/unsubscribe'];
/** Shared favourites lists (POST only, beyond the original API), checked by tests/share. */
const SHARED_LISTS = ['/api/shared-lists'];
/** Saved-search alerts (sign-up, the links of their mails, and the management page's resume), checked by tests/alerts. */
const ALERTS = ['/api/alerts', '/api/alerts/confirm', '/api/alerts/unsubscribe', '/api/alerts/resume'];
/** Viewing requests (POST, its body in lib/forms/viewing.ts; /form for the booking page without scripts) and the renter's cancel link, checked by tests/viewings. */
const VIEWINGS = ['/api/viewings', '/api/viewings/form', '/api/viewings/cancel'];

describe('the API contract', () => {
  it('has a route handler for every endpoint of the contract, and no undocumented one', () => {
    const apiRoutes = routeFiles().filter((r) => r.startsWith('/api/') && !POST_ENDPOINTS.includes(r) && !OPERATIONS.includes(r) && !MAIL_LINKS.includes(r) && !SHARED_LISTS.includes(r) && !ALERTS.includes(r) && !VIEWINGS.includes(r));
    expect(apiRoutes.sort()).toEqual([...paths].sort());
    // The form endpoints (the API's POST endpoints) are checked by tests/forms; each must exist.
    for (const path of POST_ENDPOINTS) expect(routeFiles(), path).toContain(path);
  });

  it('has a health check that asks the database', async () => {
    const res = await get('/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'ok', contentVersion: expect.any(Number) });
  });

  it('rejects an unknown language on every endpoint with a 400 and a message', async () => {
    for (const path of paths) {
      const res = await get(path, { language: 'xx' });
      expect(res.status, path).toBe(400);
      expect((res.body as { message: string }).message, path).toMatch(/language/);
    }
  });

  it('never answers 5xx to hostile values of any parameter', async () => {
    const hostile = ["'", '%', '_', '\\', '\u0000', '-1', '0', '99999999999999999999', 'NaN', ',,,', '%2C', '<script>alert(1)</script>', 'ＡＢＣ', 'x'.repeat(5000)];
    // Valid values for the required parameters, so that each hostile value is the only problem.
    const valid = { id: 4, currentId: 1, projectId: 4, specialId: 1, cityId: 1, categorySlug: 'company-profile', category: 1, slug: 'privacy-policy', propertyId: '1' };
    for (const [path, { query }] of Object.entries(endpoints)) {
      const params = [...Object.keys(query.shape), 'unknownParam'];
      for (const param of params) {
        for (const value of hostile) {
          const res = await get(path, { ...valid, [param]: value });
          expect(res.status, `${path} ${param}=${JSON.stringify(value.slice(0, 20))}`).toBeLessThan(500);
          if (res.status >= 400) expect(typeof (res.body as { message: unknown }).message).toBe('string');
        }
      }
    }
  }, 120_000);
});
