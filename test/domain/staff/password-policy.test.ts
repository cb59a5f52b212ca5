import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  PASSWORD_MIN_LENGTH,
  PASSWORD_MIN_SCORE,
  type PasswordStrength,
  passwordHints,
  passwordProblem,
  weakPasswordProblem,
} from '../../../src/domain/staff/password-policy';

const email = 'olu.owner@example.com';

describe('the staff password policy: length and address', () => {
  it('refuses anything shorter than 12 characters, saying how many it has', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: PASSWORD_MIN_LENGTH - 1 }), (password) => {
        expect(passwordProblem(password, email)).toMatch(/at least 12 characters/);
      }),
    );
    expect(passwordProblem('short', email)).toContain('(this has 5)');
  });

  it('leaves long passphrases to the estimator', () => {
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

  it('refuses the address itself, its name part, and more than 200 characters', () => {
    expect(passwordProblem('OLU.OWNER@example.com', email)).toMatch(/e-mail address/);
    expect(passwordProblem('x olu.owner@example.com', email)).toMatch(/e-mail address/);
    expect(passwordProblem('  Olu.Owner   ', email)).toMatch(/e-mail address/);
    expect(passwordProblem('x'.repeat(201), email)).toMatch(/at most 200/);
  });
});

describe('the staff password policy: the estimator’s score', () => {
  const strength = (score: PasswordStrength['score'], warning: string | null = null, suggestions: string[] = []) => ({
    score,
    warning,
    suggestions,
  });

  it('refuses every score below 3, saying why and how to make it stronger', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<PasswordStrength['score']>(0, 1, 2),
        fc.option(fc.constantFrom('This is a frequently used password.', 'Straight rows of keys are easy to guess.')),
        fc.array(fc.constantFrom('Add more words that are less common.', 'Avoid repeated words and characters.'), {
          maxLength: 2,
        }),
        (score, warning, suggestions) => {
          const message = weakPasswordProblem(strength(score, warning, suggestions));
          expect(message).toMatch(/^This password is too easy to guess\./);
          if (warning) expect(message).toContain(warning);
          for (const suggestion of suggestions) expect(message).toContain(suggestion);
          expect(message).toMatch(/Add another word or two/);
        },
      ),
    );
    expect(weakPasswordProblem(strength(0))).toMatch(/pattern that password-guessing tools try early/);
  });

  it(`takes a score of ${PASSWORD_MIN_SCORE} or more`, () => {
    expect(weakPasswordProblem(strength(3))).toBeNull();
    expect(weakPasswordProblem(strength(4, 'ignored'))).toBeNull();
  });

  it('tells the estimator the address, its name part, its pieces and the site’s words', () => {
    expect(passwordHints(' Olu.Owner+console@Example.com ')).toEqual(
      expect.arrayContaining(['olu.owner+console@example.com', 'olu.owner+console', 'owner', 'example', 'digs']),
    );
    expect(passwordHints('')).not.toContain('');
  });
});
