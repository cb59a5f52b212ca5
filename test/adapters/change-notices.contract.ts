import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChangeNotices, ChangeTopic } from '../../src/ports/change-notices.port';

/** Two servers' notices: `a` and `b` are the same channel as two servers see it (one process: the same object). */
export interface ChangeNoticesUnderTest {
  readonly a: ChangeNotices;
  readonly b: ChangeNotices;
  close(): Promise<void>;
}

/** Resolves with the first topic `notices` hears; fails the test after `ms` (a notice is due within a second). */
const nextNotice = (notices: ChangeNotices, ms = 5_000) =>
  new Promise<ChangeTopic>((resolve, reject) => {
    const timer = setTimeout(() => {
      stop();
      reject(new Error(`no notice within ${ms} ms`));
    }, ms);
    const stop = notices.subscribe((topic) => {
      clearTimeout(timer);
      stop();
      resolve(topic);
    });
  });

/** What every ChangeNotices does, in one process or across servers. */
export function changeNoticesContract(name: string, make: () => Promise<ChangeNoticesUnderTest>) {
  describe(`ChangeNotices contract: ${name}`, () => {
    let s: ChangeNoticesUnderTest;
    beforeAll(async () => {
      s = await make();
    });
    afterAll(async () => s?.close());

    it('tells the other server and the publisher itself', async () => {
      const heardByB = nextNotice(s.b);
      const heardByA = nextNotice(s.a);
      await s.a.publish('catalogue');
      expect(await heardByB).toBe('catalogue');
      expect(await heardByA).toBe('catalogue');
    });

    it('tells every listener once per notice, and no longer after it stops listening', async () => {
      const heard: ChangeTopic[] = [];
      const stop = s.b.subscribe((topic) => heard.push(topic));
      const both = Promise.all([nextNotice(s.b), nextNotice(s.b)]);
      await s.a.publish('catalogue');
      await both;
      expect(heard).toEqual(['catalogue']);
      stop();
      const after = nextNotice(s.b);
      await s.b.publish('catalogue');
      await after;
      expect(heard).toEqual(['catalogue']);
    });
  });
}
