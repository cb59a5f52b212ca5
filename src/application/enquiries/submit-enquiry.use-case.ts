import type { PropertyDetail } from '../../domain/catalogue/catalogue';
import {
  type EnquiryKind,
  isFormKind,
  type NewEnquiry,
  type StoredEnquiry,
  type Utm,
} from '../../domain/enquiries/enquiry';
import { enquiryMails } from '../../domain/enquiries/enquiry-emails';
import { enquiryForms } from '../../domain/enquiries/enquiry-forms';
import { thanksMessage } from '../../domain/enquiries/enquiry-replies';
import { FORM_TOKEN_MAX_AGE_MS, fillTimeVerdict } from '../../domain/enquiries/fill-time';
import { FRIEND_MAIL_EVERY_MS, REFERRALS_PER_SENDER_PER_DAY, referralMessages } from '../../domain/enquiries/referrals';
import { type MailBrand, mailBrand } from '../../domain/mail/mail';
import { phoneNumberMessage } from '../../domain/shared/phone-number';
import type { CatalogueReader } from '../../ports/catalogue-reader.port';
import type { Clock } from '../../ports/clock.port';
import type { ContentReader } from '../../ports/content-reader.port';
import type { EnquiryInboxes } from '../../ports/enquiry-inboxes.port';
import type { EnquiryRepository, SaveConditions } from '../../ports/enquiry-repository.port';
import type { FormTokens } from '../../ports/form-tokens.port';
import type { PhoneNumbers } from '../../ports/phone-numbers.port';

/**
 * An enquiry as its form sent it, after the form's schema (src/adapters/forms/): trimmed, defaults
 * filled in, in the domain's words. The adapter splits the envelope from the answers.
 */
export interface EnquirySubmission {
  readonly kind: EnquiryKind;
  /** Chosen by the browser per submission: a copy sent again is stored once. */
  readonly submissionId: string;
  readonly name: string;
  readonly email: string;
  /** The form's own answers (the phone and its country code among them), keyed as the form asks them. */
  readonly answers: Readonly<Record<string, unknown>>;
  readonly sourcePage: string;
  readonly utm: Utm;
  /** Whether the visitor accepted the terms (false where the form does not ask). */
  readonly consent: boolean;
  /** The honeypot: people never see it, so anything in it means a bot. */
  readonly website?: string;
  /**
   * When the form was shown, signed by the server. Undefined only for the room finder, whose form
   * has none (its four steps take a person far longer than the minimum).
   */
  readonly formToken?: string;
}

export type SubmitAnswer =
  | {
      readonly ok: true;
      /** False when this submission had been stored before (the first one's reference is given). */
      readonly created: boolean;
      readonly reference: string;
      readonly message: string;
      /** A referral's code, for the page to show the resident. */
      readonly referralCode?: string;
    }
  | {
      readonly ok: false;
      readonly reason: 'invalid';
      readonly message: string;
      readonly fields: Readonly<Record<string, string>>;
    }
  /** The sender's referrals for today are used up. */
  | {
      readonly ok: false;
      readonly reason: 'too_many_referrals';
      readonly message: string;
    }
  /**
   * Sent too soon after the form was shown, with no valid token, or with a token that sent an
   * enquiry already: send again with this fresh one.
   */
  | {
      readonly ok: false;
      readonly reason: 'too_fast' | 'form_expired' | 'form_used';
      readonly message: string;
      readonly formToken: string;
    };

export interface SubmitEnquiryOptions {
  /** The site's public address, for the links in e-mails. */
  readonly publicUrl: string;
  /** Draws an enquiry reference: the honeypot's answer gets one that belongs to nothing. */
  readonly newReference: () => string;
  /** Draws a referral code like REF-4KD9QX. */
  readonly newReferralCode: () => string;
  /** Told after an enquiry queued e-mails, so they go now rather than at the next sweep. */
  readonly mailQueued?: () => void;
  /** Referrals one sender address may make a UTC day (default REFERRALS_PER_SENDER_PER_DAY). */
  readonly referralsPerSenderPerDay?: number;
  /** How long after a referral e-mail its friend address may get another (default a week). */
  readonly friendMailEveryMs?: number;
  /** The minimum time to fill a form (default MIN_FILL_MS; ENQUIRY_MIN_FILL_MS lowers it for test servers). */
  readonly minFillMs?: number;
}

export const enquiryMessages = {
  invalid: 'Please check the highlighted fields.',
  tooFast: 'That was quicker than we expected from a person. Please check your answers and send the form again.',
  expired:
    'This page has been open a long time, or did not come from our site. Please send the form again; your answers are kept.',
  used: 'This form was sent already. To send another, please send it again; your answers are kept.',
  property: 'Choose a residence from the list.',
  offerCode: 'That code is not one of our current offers. Check it on the offers page.',
  offerProperty: (name: string) => `This offer is for ${name} only.`,
  offerCity: (city: string) => `This offer is for residences in ${city} only.`,
} as const;

/**
 * Taking an enquiry from any form: the anti-abuse checks (honeypot, minimum time to fill), the
 * checks only the server can make (the residences exist, the offer is current), then the enquiry
 * and its e-mails stored in one transaction, so an acknowledged enquiry is always in the database
 * and always notified, and a refused one never. A copy of a stored submission is answered with the
 * first one's reference and sends nothing.
 */
export class SubmitEnquiry {
  constructor(
    private readonly repository: EnquiryRepository,
    private readonly tokens: FormTokens,
    private readonly catalogue: CatalogueReader,
    private readonly content: ContentReader,
    private readonly inboxes: EnquiryInboxes,
    private readonly clock: Clock,
    private readonly phones: PhoneNumbers,
    private readonly options: SubmitEnquiryOptions,
  ) {}

  /** A token for a form shown now. */
  formToken(): string {
    return this.tokens.issue(this.clock.now());
  }

  async run(submission: EnquirySubmission): Promise<SubmitAnswer> {
    const enquiry = newEnquiry(submission);
    // A bot that fills the honeypot learns nothing, not even about the timer: it is told what a person would be.
    if (submission.website?.trim()) return this.decoy(enquiry);

    let formToken: SaveConditions['formToken'];
    if (submission.formToken !== undefined) {
      const issuedAt = this.tokens.issuedAt(submission.formToken);
      const verdict = fillTimeVerdict(issuedAt, this.clock.now(), this.options.minFillMs);
      if (verdict !== 'ok') {
        return {
          ok: false,
          reason: verdict === 'too_fast' ? 'too_fast' : 'form_expired',
          message: verdict === 'too_fast' ? enquiryMessages.tooFast : enquiryMessages.expired,
          formToken: this.formToken(),
        };
      }
      // One enquiry per token: stored with it, so the same signed time cannot send again.
      formToken = {
        token: submission.formToken,
        expiresAt: (issuedAt ?? 0) + FORM_TOKEN_MAX_AGE_MS,
        now: this.clock.now(),
      };
    }

    const checked = await this.check(enquiry);
    if (!checked.ok) return checked.refusal;

    const answers = { ...enquiry.fields, ...checked.phone };
    const fields = enquiry.kind === 'friend' ? { ...answers, referralCode: this.options.newReferralCode() } : answers;
    const [settings, addresses] = await Promise.all([this.catalogue.getSiteSettings(), this.inboxes.staffAddresses()]);
    const brand: MailBrand = mailBrand(settings, this.options.publicUrl);
    const referral =
      enquiry.kind === 'friend'
        ? {
            sender: enquiry.email,
            friend: String(enquiry.fields.friendEmail ?? ''),
            now: this.clock.now(),
            perSenderPerDay: this.options.referralsPerSenderPerDay ?? REFERRALS_PER_SENDER_PER_DAY,
            friendEveryMs: this.options.friendMailEveryMs ?? FRIEND_MAIL_EVERY_MS,
          }
        : undefined;
    const saved = await this.repository.saveChecked(
      { ...enquiry, fields },
      { ...(formToken ? { formToken } : {}), ...(referral ? { referral } : {}) },
      (stored, friend) =>
        enquiryMails({
          enquiry: stored,
          brand,
          staffEmail: addresses[stored.kind],
          names: checked.names,
          ...(friend ? { friend } : {}),
        }),
    );
    if ('refused' in saved) {
      return saved.refused === 'too_many_referrals'
        ? { ok: false, reason: 'too_many_referrals', message: referralMessages.tooMany }
        : { ok: false, reason: 'form_used', message: enquiryMessages.used, formToken: this.formToken() };
    }
    if (saved.created) this.options.mailQueued?.();
    return accepted(saved.enquiry, saved.created);
  }

  private decoy(enquiry: NewEnquiry): SubmitAnswer {
    const code = enquiry.kind === 'friend' ? { referralCode: this.options.newReferralCode() } : {};
    return {
      ok: true,
      created: true,
      reference: this.options.newReference(),
      message: thanksMessage(enquiry),
      ...code,
    };
  }

  /**
   * The checks against the catalogue, the offers and the numbering plans; the names of what the
   * answers point to, for the e-mails, and the phone number as it is stored (E.164).
   */
  private async check(enquiry: NewEnquiry): Promise<
    | {
        ok: true;
        names: Readonly<Record<string, string>>;
        phone: { readonly phone: string; readonly countryCode: string } | Record<string, never>;
      }
    | { ok: false; refusal: SubmitAnswer & { ok: false } }
  > {
    const names: Record<string, string> = {};
    const fields: Record<string, string> = {};
    let phone: { readonly phone: string; readonly countryCode: string } | Record<string, never> = {};
    const typed = enquiry.fields.phone;
    if (typeof typed === 'string' && typed !== '') {
      const countryCode = typeof enquiry.fields.countryCode === 'string' ? enquiry.fields.countryCode : '+44';
      const number = await this.phones.check({ countryCode, phone: typed });
      if (number.valid) phone = { phone: number.e164, countryCode: number.countryCode };
      else fields.phone = phoneMessageOf(enquiry.kind);
    }
    const residences = new Map<string, PropertyDetail>();
    if (enquiry.kind === 'room-finder') {
      const city = (await this.catalogue.listCities()).find((c) => c.id === enquiry.fields.city);
      if (city) names[city.id] = city.name;
    }
    if (isFormKind(enquiry.kind)) {
      for (const field of enquiryForms[enquiry.kind].fields) {
        const slug = enquiry.fields[field.key];
        if (field.input !== 'property' || typeof slug !== 'string' || slug === '') continue;
        const property = await this.catalogue.getPropertyBySlug(slug);
        if (!property) {
          fields[field.key] = enquiryMessages.property;
          continue;
        }
        residences.set(field.key, property);
        names[slug] = property.name;
      }
    }
    if (enquiry.kind === 'offer') {
      const code = String(enquiry.fields.offerCode ?? '').toUpperCase();
      const offer = (await this.content.listOffers()).find((o) => o.code.toUpperCase() === code);
      const chosen = residences.get('property');
      if (!offer) fields.offerCode = enquiryMessages.offerCode;
      else if (chosen && offer.property_id && offer.property_id !== chosen.id)
        fields.property = enquiryMessages.offerProperty(offer.property_name ?? offer.property_id);
      else if (chosen && offer.city_id && offer.city_id !== chosen.city_id)
        fields.property = enquiryMessages.offerCity(offer.city_name ?? offer.city_id);
    }
    if (Object.keys(fields).length > 0) {
      return { ok: false, refusal: { ok: false, reason: 'invalid', message: enquiryMessages.invalid, fields } };
    }
    return { ok: true, names, phone };
  }
}

/** The message a form shows beside a phone number that is not one: the form's own, where it has one. */
function phoneMessageOf(kind: EnquiryKind): string {
  if (!isFormKind(kind)) return phoneNumberMessage;
  return enquiryForms[kind].fields.find((f) => f.key === 'phone')?.message ?? phoneNumberMessage;
}

/** The enquiry as stored: empty optional answers left out. */
function newEnquiry(submission: EnquirySubmission): NewEnquiry {
  const fields = Object.fromEntries(
    Object.entries(submission.answers).filter(([, value]) => value !== '' && value !== undefined && value !== null),
  );
  return {
    kind: submission.kind,
    submission_id: submission.submissionId,
    name: submission.name,
    email: submission.email,
    fields,
    source_page: submission.sourcePage,
    utm: submission.utm,
    consent: submission.consent,
  };
}

function accepted(stored: StoredEnquiry, created: boolean): SubmitAnswer {
  const code = stored.fields.referralCode;
  return {
    ok: true,
    created,
    reference: stored.reference,
    message: thanksMessage(stored),
    ...(typeof code === 'string' ? { referralCode: code } : {}),
  };
}
