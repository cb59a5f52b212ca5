import { describe, expect, it } from 'vitest';
import { enquiryFormSchemas } from '../../src/adapters/forms/enquiry-forms.schema';
import { fieldErrors } from '../../src/adapters/forms/field-errors';
import { FORM_KINDS } from '../../src/domain/enquiries/enquiry';
import { enquiryForms, formMessages } from '../../src/domain/enquiries/enquiry-forms';
import { aFormBody } from '../support/enquiry-bodies';

/** The schemas are built from the forms' descriptions: what a description says, its schema holds. */
describe('enquiry form schemas, from the descriptions', () => {
  for (const kind of FORM_KINDS) {
    const form = enquiryForms[kind];

    it(`${kind}: takes a valid body and refuses each required answer left out, with the field's own message`, () => {
      expect(enquiryFormSchemas[kind].safeParse(aFormBody(kind, '')).success).toBe(true);
      for (const field of form.fields.filter((f) => f.required)) {
        const { [field.key]: _left, ...rest } = aFormBody(kind, '');
        const parsed = enquiryFormSchemas[kind].safeParse(rest);
        expect(parsed.success, field.key).toBe(false);
        if (!parsed.success) expect(fieldErrors(parsed.error)[field.key], field.key).toBe(field.message);
      }
    });

    it(`${kind}: takes each optional answer left out, and refuses text longer than its max`, () => {
      for (const field of form.fields.filter((f) => !f.required)) {
        const { [field.key]: _left, ...rest } = aFormBody(kind, '');
        expect(enquiryFormSchemas[kind].safeParse(rest).success, field.key).toBe(true);
      }
      for (const field of form.fields.filter((f) => ['text', 'textarea'].includes(f.input) && f.max)) {
        const parsed = enquiryFormSchemas[kind].safeParse(
          aFormBody(kind, '', { [field.key]: 'a'.repeat((field.max ?? 0) + 1) }),
        );
        expect(parsed.success, field.key).toBe(false);
        if (!parsed.success)
          expect(fieldErrors(parsed.error)[field.key], field.key).toBe(field.tooLong ?? field.message);
      }
    });

    it(`${kind}: asks for the terms only where the description does`, () => {
      const parsed = enquiryFormSchemas[kind].safeParse(aFormBody(kind, '', { agreedToTerms: undefined }));
      if (form.asksTerms) {
        expect(parsed.success).toBe(false);
        if (!parsed.success) expect(fieldErrors(parsed.error).agreedToTerms).toBe(formMessages.agreedToTerms);
      } else expect(parsed.success).toBe(true);
    });
  }

  it('checks the answers against each other where a form says so: a summer stay leaves after it arrives', () => {
    const parsed = enquiryFormSchemas['summer-stays'].safeParse(
      aFormBody('summer-stays', '', { arrival: '2027-07-14', departure: '2027-07-01' }),
    );
    expect(parsed.success).toBe(false);
    if (!parsed.success) expect(fieldErrors(parsed.error).departure).toBe(formMessages.departure);
  });
});
