import type { EnquiryFormStore } from '../application/enquiries/form-streams';
import type { Utm } from '../domain/enquiries/enquiry';
import { type Token, token } from '../ports/token';

/** The enquiry forms' page state: the form token and the reply to a form posted without JavaScript. */
export const ENQUIRY_FORM_STORE: Token<EnquiryFormStore> = token<EnquiryFormStore>('ui.EnquiryFormStore');
/** The campaign the visit landed from (read once from the landing address, kept in memory only). */
export const VISIT_UTM: Token<Utm> = token<Utm>('ui.VisitUtm');
