import { isPhoneShaped, type PhoneNumberInput, phoneNumberMessage } from '../../domain/shared/phone-number';
import type { PhoneNumbers } from '../../ports/phone-numbers.port';

/**
 * The browser's check of a phone number, when the visitor leaves the field or sends the form: the
 * numbering plans' answer (the PhoneNumbers port, whose code loads on first use), in the words the
 * server would use. The server stays the authority: a checker that could not load lets the form
 * go, and the server checks the number again.
 */
export class CheckPhoneNumber {
  constructor(private readonly phones: PhoneNumbers) {}

  /**
   * The message to show beside the number, or null: it can be called, the field is empty (whether
   * a number is required is the form's own rule), or the checker could not be loaded.
   */
  async problem(number: PhoneNumberInput): Promise<string | null> {
    const phone = number.phone.trim();
    if (phone === '') return null;
    if (!isPhoneShaped(phone)) return phoneNumberMessage;
    try {
      const checked = await this.phones.check({ countryCode: number.countryCode.trim() || '+44', phone });
      return checked.valid ? null : phoneNumberMessage;
    } catch {
      return null;
    }
  }
}
