import type { Utm } from '../../domain/enquiries/enquiry';
import { type Token, token } from '../../ports/token';
import type { Lazy } from '../shared/lazy';
import type { EnquiryFormStore } from './form-streams';
import type { ManageEnquiries } from './manage-enquiries.use-case';
import type { ReferralOptOut } from './referral-opt-out.use-case';
import type { SendEnquiry } from './send-enquiry.use-case';
import type { SubmitEnquiry } from './submit-enquiry.use-case';

/** The enquiries' application services, by token. */
/** The enquiry forms' page state: the form token and the reply to a form posted without JavaScript. */
export const ENQUIRY_FORM_STORE: Token<Lazy<EnquiryFormStore>> =
  /* @__PURE__ */ token<Lazy<EnquiryFormStore>>('EnquiryFormStore');
/** The campaign the visit landed from (read once from the landing address, kept in memory only). */
export const VISIT_UTM: Token<Utm> = /* @__PURE__ */ token<Utm>('VisitUtm');
export const SUBMIT_ENQUIRY: Token<SubmitEnquiry> = /* @__PURE__ */ token<SubmitEnquiry>('SubmitEnquiry');
/** Sending an enquiry from the browser; its code loads with the first form that asks for it. */
export const SEND_ENQUIRY: Token<Lazy<SendEnquiry>> = /* @__PURE__ */ token<Lazy<SendEnquiry>>('SendEnquiry');
export const MANAGE_ENQUIRIES: Token<ManageEnquiries> = /* @__PURE__ */ token<ManageEnquiries>('ManageEnquiries');
export const REFERRAL_OPT_OUT: Token<ReferralOptOut> = /* @__PURE__ */ token<ReferralOptOut>('ReferralOptOut');
