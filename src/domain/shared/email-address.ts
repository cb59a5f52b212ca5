/**
 * zod's e-mail pattern (`z.regexes.email`, the check `z.email()` and the forms' `emailField`
 * apply), written out here rather than imported: importing it from zod, whose modules esbuild
 * cannot split, put all of zod (12 KB gzip) on the room finder, which has no other use for it.
 * `test/domain/privacy/personal-data.test.ts` holds it equal to the installed zod's (ADR 035).
 */
export const emailPattern =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/**
 * One plain e-mail address (no display name, no list, no spaces), at most 254 characters: zod's
 * e-mail check, so an address the forms take is one the room finder, the inbox settings and the
 * personal-data search take too.
 */
export function isEmailAddress(value: string): boolean {
  return value.length <= 254 && emailPattern.test(value);
}
