import { randomInt } from 'node:crypto';
import { referenceAlphabet } from '../../domain/enquiries/enquiry';

/**
 * A new reference like EQ-7K3P9Q or VW-7K3P9Q: six characters of the reference alphabet drawn from
 * the operating system's CSPRNG (uniformly: `randomInt` rejects biased draws), so references cannot
 * be guessed from one another. 31^6 ≈ 887 million of them; the stores retry on the rare collision.
 */
function randomReference(prefix: string): string {
  let code = '';
  for (let i = 0; i < 6; i++) code += referenceAlphabet[randomInt(referenceAlphabet.length)];
  return `${prefix}-${code}`;
}

export const randomEnquiryReference = (): string => randomReference('EQ');
export const randomViewingReference = (): string => randomReference('VW');

/** A refer-a-friend code like REF-4KD9QX: what the resident and their friend quote when the friend books. */
export const randomReferralCode = (): string => randomReference('REF');

/** A room reservation's reference, like RS-7K3P9Q. */
export const randomReservationReference = (): string => randomReference('RS');
