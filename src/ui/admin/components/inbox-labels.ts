import { ENQUIRY_KINDS, type EnquiryKind } from '../../../domain/enquiries/enquiry';
import { enquiryTitle } from '../../../domain/enquiries/enquiry-replies';

/** The inbox's names for the kinds of enquiry, as the filter and the list show them. */
export const KIND_LABELS: Readonly<Record<EnquiryKind, string>> = Object.fromEntries(
  ENQUIRY_KINDS.map((kind) => [kind, enquiryTitle(kind)]),
) as Record<EnquiryKind, string>;
