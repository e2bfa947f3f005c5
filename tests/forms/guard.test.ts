/**
 * The guard against scripted posts on every form endpoint: the honeypot and the signed
 * fill-time token, with and without reCAPTCHA keys.
 */
import { describe, expect, it } from 'vitest';
import * as contactRoute from '@/app/api/contacts/route';
import { createFormTokens, issueFormToken, MAX_AGE_MS } from '@/lib/security/form-token';
import { createVerifier } from '@/lib/server/security/verification';
import { contactHandler, supportHandler } from '@/lib/server/submissions/handler';
import { ownerHandler } from '@/lib/server/submissions/owner-handler';
import { CONTACT, ENDPOINTS } from './endpoints';
import { pastToken, postJson, postMultipart, unique } from './support';

const HOUR = 60 * 60 * 1000;

describe('every form endpoint, without reCAPTCHA keys', () => {
  for (const e of ENDPOINTS) {
    it(`${e.name}: refuses a plain post, a filled honeypot and a missing, forged, too fresh or expired token; stores a good one`, async () => {
      // A token whose age matters is issued as its post is sent (a function), not when the list is
      // made: on a busy machine the posts before it can take longer than the minimum age.
      const refusals: [Record<string, string> | (() => Record<string, string>), RegExp][] = [
        [{}, /form token \(formToken\) is missing/],
        [{ website: '' }, /missing/],
        [{ formToken: pastToken(), website: 'http://spam.example' }, /hidden field "website" must be left empty/],
        [{ formToken: pastToken(), website: ' ' }, /must be left empty/],
        [{ formToken: 'ft1.forged' }, /not valid/],
        [{ formToken: pastToken().replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')) }, /not valid/],
        [{ formToken: createFormTokens({ secret: 'another-machine-another-secret-0123456789' }).issue(Date.now() - HOUR) }, /not valid/],
        [() => ({ formToken: issueFormToken() }), /too soon after the page was loaded/],
        [() => ({ formToken: issueFormToken(Date.now() - 1000) }), /too soon/],
        [() => ({ formToken: issueFormToken(Date.now() - MAX_AGE_MS - HOUR) }), /expired/],
      ];
      for (const [made, message] of refusals) {
        const guard = typeof made === 'function' ? made() : made;
        const marker = unique(e.name);
        const res = await e.post(e.valid(marker), guard);
        expect(res.status, JSON.stringify(guard)).toBe(400);
        expect(res.body.message, JSON.stringify(guard)).toMatch(message);
        expect(await e.stored(marker), JSON.stringify(guard)).toEqual([]);
      }
      const marker = unique(e.name);
      const token = pastToken();
      const ok = await e.post(e.valid(marker), { formToken: token, website: '' });
      expect(ok.status, ok.body.message).toBe(200);
      const rows = await e.stored(marker);
      expect(rows).toHaveLength(1);
      // The guard fields are taken out before the form's fields are read: nothing of them is kept.
      expect(JSON.stringify(rows[0])).not.toContain(token);
    });
  }

  it('reads the guard fields inside the info object too, the top ones first', async () => {
    const contact = CONTACT;
    const inside = await postJson(contactRoute.POST, '/api/contacts', { info: { ...contact.valid(unique('in')), formToken: pastToken(), website: '' } }, { guard: false });
    expect(inside.status, inside.body.message).toBe(200);
    const trapInside = await postJson(contactRoute.POST, '/api/contacts', { info: { ...contact.valid(unique('in')), website: 'x' }, formToken: pastToken(), website: '' }, { guard: false });
    expect(trapInside.body.message).toMatch(/must be left empty/);
    const freshTop = await postJson(contactRoute.POST, '/api/contacts', { info: { ...contact.valid(unique('in')), formToken: pastToken() }, formToken: issueFormToken() }, { guard: false });
    expect(freshTop.body.message).toMatch(/too soon/);
  });

  it('checks the guard before the fields, and answers a body that is no object as before', async () => {
    const res = await postJson(contactRoute.POST, '/api/contacts', { info: {} }, { guard: false });
    expect(res).toMatchObject({ status: 400, body: { message: expect.stringMatching(/missing/) } });
    for (const raw of ['null', '[1]', '"text"']) {
      const answer = await postJson(contactRoute.POST, '/api/contacts', null, { raw });
      expect(answer).toMatchObject({ status: 400, body: { message: 'The request body must be a JSON object with the form fields' } });
    }
  });
});

describe('with reCAPTCHA keys', () => {
  const google = (action: string) => createVerifier({ secret: 's', fetch: (async () => Response.json({ success: true, action, score: 0.9 })) as typeof fetch });

  it('still needs the form token and an empty honeypot, and reCAPTCHA as well', async () => {
    const support = supportHandler({ verify: google('support') });
    const info = () => ({ name: 'A', email: `${unique('rc')}@example.com`, phone: '0901234567', token: 'recaptcha-token' });
    const withoutForm = await postJson(support, '/api/contacts/customer_contact', { info: info() }, { guard: false });
    expect(withoutForm).toMatchObject({ status: 400, body: { message: expect.stringMatching(/form token/) } });
    const trapped = await postJson(support, '/api/contacts/customer_contact', { info: info(), website: 'x' });
    expect(trapped.status).toBe(400);
    const both = await postJson(support, '/api/contacts/customer_contact', { info: info() });
    expect(both.status).toBe(200);
    const noRecaptcha = await postJson(support, '/api/contacts/customer_contact', { info: { ...info(), token: undefined } });
    expect(noRecaptcha).toMatchObject({ status: 400, body: { message: expect.stringMatching(/verification is required/) } });

    const owner = ownerHandler({ verify: google('owner') });
    const fields = { fullName: 'A', phone: '0901234567', email: `${unique('rc')}@example.vn`, token: 'recaptcha-token' };
    expect((await postMultipart(owner, fields, { guard: false })).status).toBe(400);
    expect((await postMultipart(owner, fields)).status).toBe(200);
    const contact = contactHandler({ verify: google('contact') });
    const tooFast = await postJson(contact, '/api/contacts', {
      info: { expectedCheckInDate: '01/01/2026', expectedTourInspectionDate: '01/02/2026', fullName: 'A', email: 'a@b.co', phone: '0901234567', token: 't' },
      formToken: issueFormToken(),
    });
    expect(tooFast.body.message).toMatch(/too soon/);
  });
});
