import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ZxcvbnPasswordStrength } from '../../src/adapters/zxcvbn/zxcvbn-password-strength';
import { passwordHints, passwordProblem, weakPasswordProblem } from '../../src/domain/staff/password-policy';

const estimator = new ZxcvbnPasswordStrength();
const email = 'olu.owner@example.com';

/** The whole judgement, as the use cases make it: the domain's rules, then the estimator's score. */
async function judge(password: string, address = email): Promise<string | null> {
  return (
    passwordProblem(password, address) ??
    weakPasswordProblem(await estimator.estimate(password, passwordHints(address)))
  );
}

describe('staff passwords judged by zxcvbn (ADR 071)', () => {
  it('refuses twelve spaces, a keyboard row, and one character repeated', async () => {
    expect(await judge(' '.repeat(12))).toMatch(/too easy to guess/);
    expect(await judge('qwertyuiopas')).toMatch(/too easy to guess/);
    expect(await judge('zzzzzzzzzzzzzz')).toMatch(/too easy to guess.*[Rr]epeat/);
  });

  it('refuses common passwords and their usual dressings', async () => {
    for (const common of [
      'password1234',
      'Password1234',
      'letmein12345',
      'iloveyou2024',
      'qwerty123456',
      '123456789012',
    ]) {
      expect(await judge(common), common).toMatch(/too easy to guess/);
    }
  });

  it('refuses the address, its name part dressed up, and the site’s own name', async () => {
    expect(await judge(email)).toMatch(/e-mail address/);
    expect(await judge('olu.owner2024!')).toMatch(/too easy to guess/);
    expect(await judge('digsdigsdigs')).toMatch(/too easy to guess/);
    expect(await judge('correcthorsebatterystaple')).toMatch(/too easy to guess/);
  });

  it('takes long passphrases of ordinary words', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc
          .array(fc.constantFrom('plum', 'harbour', 'violet', 'kettle', 'orbit', 'meadow', 'tram', 'lantern'), {
            minLength: 4,
            maxLength: 6,
          })
          .filter((words) => new Set(words).size === words.length),
        async (words) => {
          expect(await judge(words.join(' '))).toBeNull();
        },
      ),
      { numRuns: 30 },
    );
    expect(await judge('a quiet orange tram at noon')).toBeNull();
  });
});
