import type { Utm } from '../../domain/enquiries/enquiry';
import { type Token, token } from '../../ports/token';
import type { EnquiryFormStore } from './form-streams';
import type { ManageEnquiries } from './manage-enquiries.use-case';
import type { ReferralOptOut } from './referral-opt-out.use-case';
import type { SendEnquiry } from './send-enquiry.use-case';
import type { SubmitEnquiry } from './submit-enquiry.use-case';

/** The enquiries' application services, by token. */
/** The enquiry forms' page state: the form token and the reply to a form posted without JavaScript. */
export const ENQUIRY_FORM_STORE: Token<EnquiryFormStore> = token<EnquiryFormStore>('application.EnquiryFormStore');
/** The campaign the visit landed from (read once from the landing address, kept in memory only). */
export const VISIT_UTM: Token<Utm> = token<Utm>('application.VisitUtm');
export const SUBMIT_ENQUIRY: Token<SubmitEnquiry> = token<SubmitEnquiry>('application.SubmitEnquiry');
export const SEND_ENQUIRY: Token<SendEnquiry> = token<SendEnquiry>('application.SendEnquiry');
export const MANAGE_ENQUIRIES: Token<ManageEnquiries> = token<ManageEnquiries>('application.ManageEnquiries');
export const REFERRAL_OPT_OUT: Token<ReferralOptOut> = token<ReferralOptOut>('application.ReferralOptOut');
