import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readOnce } from '../../../src/application/shared/read-once';

describe('readOnce', () => {
  it('reads once however often it is asked, and every ask gets the same answer', async () => {
    let reads = 0;
    const choices = readOnce(async () => ({ read: ++reads }));
    const answers = await Promise.all([choices(), choices(), choices()]);
    expect(await choices()).toEqual({ read: 1 });
    expect(answers).toEqual([{ read: 1 }, { read: 1 }, { read: 1 }]);
    expect(reads).toBe(1);
  });

  it('forgets a failed read, so the next ask reads again', async () => {
    let down = true;
    let reads = 0;
    const choices = readOnce(async () => {
      reads += 1;
      if (down) throw new Error('unreachable');
      return 'answer';
    });
    await expect(choices()).rejects.toThrow('unreachable');
    down = false;
    expect(await choices()).toBe('answer');
    expect(await choices()).toBe('answer');
    expect(reads).toBe(2);
  });

  it('reads exactly once more after each failure and never after a success', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.boolean(), { maxLength: 20 }), async (outcomes) => {
        // outcomes[i]: whether the i-th read that happens succeeds (once one does, no more happen).
        let reads = 0;
        const read = readOnce(async () => {
          const ok = outcomes[reads] ?? true;
          reads += 1;
          if (!ok) throw new Error('down');
          return reads;
        });
        const asks = outcomes.length + 2;
        let firstSuccess: number | null = null;
        for (let i = 0; i < asks; i += 1) {
          const answer = await read().then(
            (n) => n,
            () => null,
          );
          if (answer !== null) firstSuccess ??= answer;
          if (firstSuccess !== null) expect(answer).toBe(firstSuccess);
        }
        const failuresBefore = outcomes.indexOf(true) === -1 ? outcomes.length : outcomes.indexOf(true);
        expect(reads).toBe(failuresBefore + 1);
      }),
    );
  });
});
