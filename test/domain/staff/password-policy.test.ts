import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PASSWORD_MIN_LENGTH, passwordProblem } from '../../../src/domain/staff/password-policy';

const email = 'olu.owner@example.com';

describe('the staff password policy', () => {
  it('refuses anything shorter than 12 characters, saying how many it has', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: PASSWORD_MIN_LENGTH - 1 }), (password) => {
        expect(passwordProblem(password, email)).toMatch(/at least 12 characters/);
      }),
    );
    expect(passwordProblem('short', email)).toContain('(this has 5)');
  });

  it('takes long passphrases', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('plum', 'harbour', 'violet', 'kettle', 'orbit', 'meadow'), {
          minLength: 4,
          maxLength: 6,
        }),
        (words) => {
          expect(passwordProblem(words.join(' '), email)).toBeNull();
        },
      ),
    );
  });

  it('refuses the address itself, its name part, common passwords and one repeated character', () => {
    expect(passwordProblem('OLU.OWNER@example.com', email)).toMatch(/e-mail address/);
    expect(passwordProblem('x olu.owner@example.com', email)).toMatch(/e-mail address/);
    expect(passwordProblem('Password1234', email)).toMatch(/attackers try/);
    expect(passwordProblem('zzzzzzzzzzzzzz', email)).toMatch(/attackers try/);
    expect(passwordProblem('x'.repeat(201), email)).toMatch(/at most 200/);
  });
});
