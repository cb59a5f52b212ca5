import type { ZxcvbnFactory } from '@zxcvbn-ts/core';
import type { PasswordStrength } from '../../domain/staff/password-policy';
import type { PasswordStrengthEstimator } from '../../ports/password-strength.port';

/**
 * Password strength by zxcvbn-ts (ADR 071) with its common and English dictionaries: breached
 * passwords, keyboard rows, repeats, sequences, dates, words, names, and the hints given. The
 * dictionaries (about 5 MB of code, half a second to seconds to load) are imported when a form to
 * choose a password opens (`prepare`: a link is read) or on the first estimate, so a server that
 * never sets a password never loads them; they never reach a browser.
 */
export class ZxcvbnPasswordStrength implements PasswordStrengthEstimator {
  private estimator: Promise<ZxcvbnFactory> | null = null;

  async estimate(password: string, hints: readonly string[]): Promise<PasswordStrength> {
    const result = (await this.load()).check(password, [...hints]);
    return { score: result.score, warning: result.feedback.warning, suggestions: result.feedback.suggestions };
  }

  prepare(): void {
    // A failed load is tried again by the estimate that needs it.
    this.load().catch(() => {});
  }

  private load(): Promise<ZxcvbnFactory> {
    this.estimator ??= loadEstimator().catch((error: unknown) => {
      this.estimator = null;
      throw error;
    });
    return this.estimator;
  }
}

/** Passphrases too famous to be safe, which the dictionaries score as strong (a webcomic's). */
const FAMOUS_PASSPHRASES = ['correcthorsebatterystaple', 'correct horse battery staple'];

async function loadEstimator(): Promise<ZxcvbnFactory> {
  const [{ ZxcvbnFactory }, common, english] = await Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
    import('@zxcvbn-ts/language-en'),
  ]);
  // Levenshtein matching (near-misses of dictionary words) is off: it costs ten times the time of
  // an estimate, and l33t and case variants are matched without it.
  return new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...english.dictionary, famous: FAMOUS_PASSPHRASES },
    graphs: common.adjacencyGraphs,
    translations: english.translations,
    useLevenshteinDistance: false,
  });
}
