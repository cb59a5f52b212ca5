import { asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ManualTime } from '../../src/adapters/memory/manual-time.adapter';
import { MemoryCatalogue } from '../../src/adapters/memory/memory-catalogue.adapter';
import { MemoryContent } from '../../src/adapters/memory/memory-content.adapter';
import type { DatabaseHandle } from '../../src/adapters/postgres/database';
import { DrizzleEnquiryRepository } from '../../src/adapters/postgres/drizzle-enquiry.repository';
import { DrizzleEnquiryInboxes } from '../../src/adapters/postgres/drizzle-enquiry-inboxes.adapter';
import * as t from '../../src/adapters/postgres/schema';
import { MIN_FILL_MS } from '../../src/domain/enquiries/fill-time';
import { fixtureSettings, fixtureSlice } from '../support/catalogue-fixture';
import { contentNow, fixtureContent } from '../support/content-fixture';
import { aFormBody, asFormPost } from '../support/enquiry-bodies';
import { databaseKinds, openTestDatabase } from '../support/test-database';
import { buildTestApp, makeTestPublicDir, testFormTokens, testSubmitEnquiry } from '../support/test-server';

const day = 86_400_000;

for (const databaseKind of databaseKinds()) {
  describe(`form tokens, referral limits and opt-outs over HTTP on ${databaseKind}`, () => {
    let database: DatabaseHandle;
    let publicDir: Awaited<ReturnType<typeof makeTestPublicDir>>;
    const apps: FastifyInstance[] = [];
    const time = new ManualTime(contentNow);
    const token = (ageMs = 10_000) => testFormTokens.issue(time.now() - ageMs);
    const outbox = async () =>
      (await database.db.select().from(t.mailOutbox).orderBy(asc(t.mailOutbox.createdAt))).map((row) => row.mail);
    const toFriend = async (friend: string) => (await outbox()).filter((m) => m.to === friend);

    /** A server over the shared database: a second one stands for a restart or another instance. */
    async function aServer() {
      const catalogue = new MemoryCatalogue(fixtureSlice, fixtureSettings);
      const content = new MemoryContent(fixtureContent, catalogue, time);
      const enquiries = new DrizzleEnquiryRepository(database.db);
      const app = await buildTestApp({
        catalogue,
        content,
        enquiries,
        submitEnquiry: testSubmitEnquiry({
          catalogue,
          content,
          enquiries,
          clock: time,
          inboxes: new DrizzleEnquiryInboxes(database.db),
        }),
        publicDir: publicDir.dir,
        apiRateLimit: 10_000,
        enquiryRateLimit: 10_000,
      });
      apps.push(app);
      return app;
    }
    let app: FastifyInstance;
    const send = (payload: Record<string, unknown>, on = app) =>
      on.inject({ method: 'POST', url: '/api/enquiries/friend', payload });
    const referral = (sender: string, friend: string, formToken = token()) =>
      aFormBody('friend', formToken, { email: sender, friendEmail: friend });

    beforeAll(async () => {
      database = await openTestDatabase(databaseKind);
      publicDir = await makeTestPublicDir();
      app = await aServer();
    });
    afterAll(async () => {
      for (const a of apps) await a.close();
      await database?.close();
      await publicDir?.remove();
    });
    beforeEach(async () => {
      await database.db.delete(t.enquiries);
      await database.db.delete(t.mailOutbox);
      await database.db.delete(t.referralFriends);
      await database.db.delete(t.referralSenders);
      await database.db.delete(t.usedFormTokens);
    });

    describe('a form token sends one enquiry', () => {
      it('refuses a second enquiry with the same token (JSON), with a fresh token that works', async () => {
        const formToken = token();
        expect((await send(referral('ana@example.com', 'bea@example.com', formToken))).statusCode).toBe(201);
        const again = await app.inject({
          method: 'POST',
          url: '/api/enquiries/contact',
          payload: aFormBody('contact', formToken),
        });
        expect(again.statusCode).toBe(400);
        expect(again.json()).toEqual({
          error: 'form_used',
          message: expect.stringContaining('sent already'),
          fields: {},
          formToken: expect.any(String),
        });
        expect(await database.db.select().from(t.enquiries)).toHaveLength(1);
        time.advance(MIN_FILL_MS);
        const fresh = await app.inject({
          method: 'POST',
          url: '/api/enquiries/contact',
          payload: aFormBody('contact', again.json().formToken),
        });
        expect(fresh.statusCode).toBe(201);
      });

      it('still answers a repeat of the stored submission (a retry) with its reference', async () => {
        const body = referral('ana@example.com', 'bea@example.com');
        const first = await send(body);
        const retry = await send(body);
        expect(retry.statusCode).toBe(200);
        expect(retry.json().reference).toBe(first.json().reference);
      });

      it('holds across servers sharing the database, and without JavaScript gives the form back saying so', async () => {
        const formToken = token();
        const other = await aServer();
        const post = (body: Record<string, unknown>, on: FastifyInstance) =>
          on.inject({
            method: 'POST',
            url: '/api/enquiries/contact',
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            payload: asFormPost(body),
          });
        expect((await post(aFormBody('contact', formToken), app)).statusCode).toBe(303);
        const refused = await post(aFormBody('contact', formToken), other);
        expect(refused.statusCode).toBe(400);
        expect(refused.headers['content-type']).toContain('text/html');
        const data = JSON.parse(
          /<script id="digs-data" type="application\/json">(.*?)<\/script>/s.exec(refused.body)?.[1] ?? '{}',
        );
        expect(data['form-reply:contact'].message).toContain('sent already');
        expect(await database.db.select().from(t.enquiries)).toHaveLength(1);
      });
    });

    describe('referral limits', () => {
      it('takes three referrals from a sender a day, refuses the fourth with a clear message, on any server', async () => {
        for (let i = 0; i < 3; i++) {
          expect((await send(referral('ana@example.com', `bea.${i}@example.com`))).statusCode).toBe(201);
        }
        // Another server on the same database (or this one restarted) counts the same day.
        const restarted = await aServer();
        const fourth = await send(referral('Ana@Example.com', 'bea.3@example.com'), restarted);
        expect(fourth.statusCode).toBe(400);
        expect(fourth.json()).toEqual({
          error: 'too_many_referrals',
          message: expect.stringContaining('Please send this one tomorrow'),
          fields: {},
        });
        expect(await database.db.select().from(t.enquiries)).toHaveLength(3);
        expect(await toFriend('bea.3@example.com')).toHaveLength(0);
        time.advance(day);
        expect((await send(referral('ana@example.com', 'bea.3@example.com'))).statusCode).toBe(201);
        time.advance(-day);
      });

      it('keeps no address in its counters', async () => {
        await send(referral('ana@example.com', 'bea@example.com'));
        const rows = JSON.stringify([
          ...(await database.db.select().from(t.referralSenders)),
          ...(await database.db.select().from(t.referralFriends)),
        ]);
        // The addresses, their local parts or their domain; not three letters a random key can hold
        // by chance (`/ana|bea/` once matched a key's base64, "oSbeaWn…").
        expect(rows).not.toMatch(/ana@|bea@|example\.com|"ana"|"bea"/i);
      });
    });

    describe('the friend’s unsubscribe link', () => {
      const linkIn = (text = '') =>
        /https:\/\/digs\.test(\/referrals\/unsubscribe\?token=[\w%-]+)/.exec(text)?.[1] ?? '';

      it('confirms on GET, records on POST (no JavaScript), and no referral mails that address again', async () => {
        expect((await send(referral('ana@example.com', 'bea@example.com'))).statusCode).toBe(201);
        const [invitation] = await toFriend('bea@example.com');
        const link = linkIn(invitation?.text);
        expect(link).not.toBe('');

        const page = await app.inject({ method: 'GET', url: link });
        expect(page.statusCode).toBe(200);
        expect(page.headers['content-type']).toContain('text/html');
        expect(page.headers['cache-control']).toBe('no-store');
        expect(page.headers['content-security-policy']).toContain("form-action 'self'");
        expect(page.headers['x-content-type-options']).toBe('nosniff');
        expect(page.body).toContain('<form method="post" action="/referrals/unsubscribe">');
        expect(page.body).not.toContain('<script');
        const tokenValue = /name="token" value="([^"]+)"/.exec(page.body)?.[1] ?? '';
        // Opening the link changes nothing (mail scanners open links).
        const friendRow = async () => (await database.db.select().from(t.referralFriends))[0];
        expect((await friendRow())?.optedOutAt).toBeNull();

        const posted = await app.inject({
          method: 'POST',
          url: '/referrals/unsubscribe',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: new URLSearchParams({ token: tokenValue }).toString(),
        });
        expect(posted.statusCode).toBe(200);
        expect(posted.body).toContain('You will get no more referral e-mails');
        expect((await friendRow())?.optedOutAt).not.toBeNull();
        expect((await app.inject({ method: 'GET', url: link })).body).toContain(
          'You will get no more referral e-mails',
        );

        time.advance(30 * day);
        const later = await send(referral('cy@example.com', 'BEA@example.com'));
        time.advance(-30 * day);
        // Taken as any referral is: nothing tells the sender the friend opted out.
        expect(later.statusCode).toBe(201);
        expect(later.json().referralCode).toMatch(/^REF-/);
        expect(await toFriend('bea@example.com')).toHaveLength(1);
        expect((await outbox()).filter((m) => m.to.toLowerCase() === 'bea@example.com')).toHaveLength(1);
        expect((await outbox()).some((m) => m.to === 'cy@example.com')).toBe(true);
      });

      it('mails one friend once a week however many residents refer it', async () => {
        await send(referral('ana@example.com', 'bea@example.com'));
        await send(referral('cy@example.com', 'bea@example.com'));
        expect(await toFriend('bea@example.com')).toHaveLength(1);
        expect(await database.db.select().from(t.enquiries)).toHaveLength(2);
      });

      it.each([
        ['GET', '/referrals/unsubscribe?token=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'],
        ['GET', '/referrals/unsubscribe'],
        ['GET', '/referrals/unsubscribe?token=%00'],
        ['POST', '/referrals/unsubscribe'],
      ])('answers %s %s for a token we never gave with 404 and the page saying so', async (method, url) => {
        const res = await app.inject({
          method: method as 'GET' | 'POST',
          url,
          ...(method === 'POST'
            ? { headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'token=nope' }
            : {}),
        });
        expect(res.statusCode).toBe(404);
        expect(res.body).toContain('We do not recognise this link');
        expect(res.headers['content-security-policy']).toBeDefined();
      });
    });
  });
}
