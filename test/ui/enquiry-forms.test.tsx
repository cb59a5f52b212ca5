import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MemoryEnquirySender } from '../../src/adapters/memory/memory-enquiry-sender.adapter';
import { formDataKey } from '../../src/application/enquiries/form-streams';
import { FORM_KINDS, type FormKind } from '../../src/domain/enquiries/enquiry';
import { enquiryForms, formMessages } from '../../src/domain/enquiries/enquiry-forms';
import { phoneNumberMessage } from '../../src/domain/shared/phone-number';
import { EnquirySection } from '../../src/ui/components/enquiry-form/enquiry-section';
import { createTestContainer } from '../support/test-container';
import { renderApp, renderWithServices, textOf } from './render-app';

// The pages and the form load lazily; load them before the first test so that test does not pay for it.
await import('../../src/ui/components/enquiry-form/enquiry-form');
await import('../../src/ui/pages/city-or-page.page');
await import('../../src/ui/pages/offers.page');
await import('../../src/adapters/forms/enquiry-forms.schema');

const settings = {
  brand_name: 'Test Living',
  tagline: '',
  support_email: 'hello@test.example',
  phone: '+44 161 496 0000',
  whatsapp: '',
  show_level: false,
  header_nav: [],
  footer_nav: [],
  social_links: [],
};

function setUp(
  path: string,
  options: { initialData?: Record<string, unknown>; sender?: MemoryEnquirySender; kind?: FormKind } = {},
) {
  const sender = options.sender ?? new MemoryEnquirySender();
  const services = createTestContainer({
    catalogue: 'memory',
    content: 'memory',
    enquirySender: sender,
    utm: { source: 'newsletter' },
    initialData: { [formDataKey.token()]: { formToken: 'page-token' }, ...options.initialData },
  });
  const kind = options.kind;
  const view = kind
    ? renderWithServices(<EnquirySection kind={kind} heading={null} settings={settings} />, path, { services })
    : renderApp(path, { services });
  return { ...view, sender };
}

const section = (kind: FormKind) => {
  const found = document.getElementById(`form-${kind}`);
  if (!found) throw new Error(`no section #form-${kind}`);
  return found;
};
const formOf = async (kind: FormKind) => {
  await screen.findByRole('button', { name: enquiryForms[kind].submitLabel });
  const form = section(kind).querySelector('form');
  if (!form) throw new Error('no form');
  return form;
};
const reference = () => textOf(document.querySelector('.enquiry-reference'));
const referralCode = () => textOf(document.querySelector('.enquiry-referral-code .code'));
const summary = () => screen.getByRole('alert', { name: 'There is a problem' });
const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

function fillContact() {
  type('What is it about?', 'viewing');
  type('Your message', 'Can I see a studio on Saturday?');
  type('Your name', 'Ada Lovelace');
  type('Email address', 'ada@example.com');
  fireEvent.click(screen.getByRole('checkbox', { name: /I agree to the terms and conditions/ }));
}

describe('enquiry forms: rendered from their description', () => {
  it.each(FORM_KINDS)('renders the %s form: every field labelled, a real form post, the send button', async (kind) => {
    setUp('/somewhere', { kind });
    const form = await formOf(kind);
    const description = enquiryForms[kind];
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe(`/api/enquiries/${kind}#form-${kind}`);
    const scope = within(form);
    for (const field of description.fields) {
      if (field.key === 'phone') {
        expect(scope.getByRole('group', { name: new RegExp(`^${field.label}`) })).toBeVisible();
        expect((scope.getByLabelText('Country code') as HTMLSelectElement).value).toBe('+44');
        expect(scope.getByLabelText('Phone number without the country code').getAttribute('name')).toBe('phone');
      } else if (field.input === 'checkboxes') {
        const group = scope.getByRole('group', { name: new RegExp(`^${field.label}`) });
        const boxes = within(group).getAllByRole('checkbox');
        expect(boxes.map((b) => b.getAttribute('name'))).toEqual(field.options?.map(() => field.key));
        expect(boxes.map((b) => b.getAttribute('value'))).toEqual(field.options?.map((o) => o.id));
      } else {
        const control = scope.getByLabelText(new RegExp(`^${field.label.replace(/[()?]/g, '\\$&')}`));
        expect(control.getAttribute('name')).toBe(field.key);
        expect(control.hasAttribute('required')).toBe(field.required);
        if (field.hint) expect(control.getAttribute('aria-describedby')).toContain(`form-${kind}-${field.key}-hint`);
        if (!field.required) expect(textOf(form.querySelector(`label[for="${control.id}"]`))).toMatch(/\(optional\)$/);
      }
    }
    const terms = scope.queryByRole('checkbox', { name: /I agree to the terms and conditions/ });
    expect(terms !== null).toBe(description.asksTerms);
    if (terms) {
      expect(terms.getAttribute('name')).toBe('agreedToTerms');
      expect(scope.getByRole('link', { name: 'terms and conditions' }).getAttribute('href')).toBe(
        '/terms-and-conditions',
      );
      expect(scope.getByRole('link', { name: 'privacy policy' }).getAttribute('href')).toBe('/privacy-policy');
    }
    const hidden = Object.fromEntries(
      [...form.querySelectorAll<HTMLInputElement>('input[type="hidden"]')].map((i) => [i.name, i.value]),
    );
    expect(hidden).toEqual({ sourcePage: '/somewhere', formToken: 'page-token', utm_source: 'newsletter' });
    const honeypot = scope.getByLabelText('Leave this empty');
    expect(honeypot.getAttribute('name')).toBe('website');
    expect(honeypot.getAttribute('tabindex')).toBe('-1');
    expect(honeypot.getAttribute('autocomplete')).toBe('off');
    expect(section(kind).getAttribute('aria-labelledby')).toBe(`form-${kind}-heading`);
    expect(form.noValidate).toBe(true);
  });

  it('lists the residences by city for a residence field', async () => {
    setUp('/support', { kind: 'support' });
    await formOf('support');
    const select = await screen.findByLabelText('Your residence');
    await waitFor(() => expect(select.querySelectorAll('optgroup')).toHaveLength(1));
    const group = select.querySelector('optgroup');
    expect(group?.getAttribute('label')).toBe('Manchester');
    expect([...(group?.querySelectorAll('option') ?? [])].map((o) => [o.value, o.textContent])).toEqual([
      ['canal-view', 'Canal View'],
      ['square-gardens', 'Square Gardens'],
    ]);
    expect(select.querySelector('option')?.textContent).toBe('Choose a residence');
  });

  it('shows the direct ways to reach the team beside the form', async () => {
    setUp('/contact-us', { kind: 'contact' });
    await formOf('contact');
    const aside = screen.getByRole('complementary', { name: 'Rather talk to us?' });
    expect(within(aside).getByRole('link', { name: '+44 161 496 0000' }).getAttribute('href')).toBe(
      'tel:+441614960000',
    );
  });
});

describe('enquiry forms: sending', () => {
  it('checks the answers with the form schema first: a focused summary, messages on the fields, nothing sent', async () => {
    const { sender } = setUp('/group-booking', { kind: 'group-booking' });
    await formOf('group-booking');
    type('How many people?', '2');
    fireEvent.click(screen.getByRole('button', { name: 'Send group enquiry' }));
    await waitFor(() => expect(document.activeElement).toBe(summary()));
    const listed = within(summary())
      .getAllByRole('link')
      .map((a) => [textOf(a), a.getAttribute('href')]);
    expect(listed).toEqual([
      [formMessages.shortText('your group’s name'), '#form-group-booking-groupName'],
      [formMessages.groupSize, '#form-group-booking-groupSize'],
      [formMessages.shortText('the university or college'), '#form-group-booking-university'],
      [formMessages.chooseSome('kind of room'), '#form-group-booking-roomKinds'],
      [formMessages.date, '#form-group-booking-moveInDate'],
      [formMessages.name, '#form-group-booking-name'],
      [formMessages.email, '#form-group-booking-email'],
      [formMessages.phone, '#form-group-booking-phone'],
      [formMessages.agreedToTerms, '#form-group-booking-agreedToTerms'],
    ]);
    const size = screen.getByLabelText('How many people?');
    expect(size.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(size.getAttribute('aria-describedby') ?? '')?.textContent).toContain(
      formMessages.groupSize,
    );
    expect(screen.getByRole('group', { name: 'Kinds of room' }).getAttribute('aria-invalid')).toBe('true');
    expect(sender.forms).toHaveLength(0);

    // Fixing a field takes its message away.
    type('How many people?', '12');
    expect(screen.getByLabelText('How many people?').getAttribute('aria-invalid')).toBeNull();
  });

  it('sends the answers with the envelope, then thanks the visitor in place of the form (heading focused)', async () => {
    const { sender, history } = setUp('/about-us');
    await formOf('contact');
    fillContact();
    fireEvent.change(screen.getByLabelText('Country code'), { target: { value: '+353' } });
    type('Phone number without the country code', '087 123 4567');
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));

    const thanks = await screen.findByRole('heading', { name: 'Thank you, we have your message' });
    await waitFor(() => expect(document.activeElement).toBe(thanks));
    expect(reference()).toBe('EQ-222222');
    expect(textOf(section('contact'))).toContain('Thanks, Ada Lovelace.');
    expect(section('contact').querySelector('form')).toBeNull();
    expect(history.at(-1)).toBe('/about-us?sent=EQ-222222');

    const { kind, enquiry } = sender.lastForm();
    expect(kind).toBe('contact');
    expect(enquiry).toEqual({
      topic: 'viewing',
      message: 'Can I see a studio on Saturday?',
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      phone: '087 123 4567',
      countryCode: '+353',
      agreedToTerms: true,
      submissionId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      sourcePage: '/about-us',
      utm: { source: 'newsletter' },
      website: '',
      formToken: 'page-token',
    });

    // Another message starts from an empty form, as a new submission.
    fireEvent.click(screen.getByRole('link', { name: 'Send another message' }));
    await formOf('contact');
    expect((screen.getByLabelText('Your message') as HTMLTextAreaElement).value).toBe('');
    fillContact();
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    await screen.findByRole('heading', { name: 'Thank you, we have your message' });
    expect(sender.forms[1]?.enquiry.submissionId).not.toBe(enquiry.submissionId);
  });

  it('sends over HTTP to the API (answered here by the QA build’s handlers)', async () => {
    const services = createTestContainer({
      catalogue: 'memory',
      content: 'memory',
      initialData: { [formDataKey.token()]: { formToken: 'page-token' } },
    });
    renderWithServices(<EnquirySection kind="contact" heading={null} settings={null} />, '/contact-us', { services });
    await formOf('contact');
    fillContact();
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    await screen.findByRole('heading', { name: 'Thank you, we have your message' });
    expect(reference()).toBe('EQ-222222');
  });

  it('disables the button while sending', async () => {
    const sender = new MemoryEnquirySender();
    setUp('/contact-us', { kind: 'contact', sender });
    await formOf('contact');
    fillContact();
    const release = sender.hold();
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    const busy = await screen.findByRole('button', { name: 'Sending…' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(busy);
    act(() => release());
    await screen.findByRole('heading', { name: 'Thank you, we have your message' });
    expect(sender.forms).toHaveLength(1);
  });

  it('keeps what was typed when the server refuses, shows its messages, and retries as the same submission', async () => {
    const sender = new MemoryEnquirySender();
    setUp('/contact-us', { kind: 'contact', sender });
    await formOf('contact');
    fillContact();
    sender.refuse({
      reason: 'invalid',
      message: 'Please check the highlighted fields.',
      fields: { email: 'We cannot send email to that address.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(document.activeElement).toBe(summary()));
    expect(textOf(summary())).toContain('Please check the highlighted fields.');
    expect(textOf(summary())).toContain('We cannot send email to that address.');
    expect(screen.getByLabelText('Email address').getAttribute('aria-invalid')).toBe('true');
    expect((screen.getByLabelText('Your message') as HTMLTextAreaElement).value).toBe(
      'Can I see a studio on Saturday?',
    );
    expect((screen.getByLabelText('Email address') as HTMLInputElement).value).toBe('ada@example.com');

    // The connection drops: the same, with the message to try again.
    sender.refuse({ reason: 'unreachable', message: 'We could not reach our server.' });
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(textOf(summary())).toContain('We could not reach our server.'));
    expect((screen.getByLabelText('Your name') as HTMLInputElement).value).toBe('Ada Lovelace');

    sender.accept();
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    await screen.findByRole('heading', { name: 'Thank you, we have your message' });
    const ids = sender.forms.map((f) => f.enquiry.submissionId);
    expect(new Set(ids).size).toBe(1);
  });

  it('checks the phone number against the numbering plans when the visitor leaves it and before sending', async () => {
    const sender = new MemoryEnquirySender();
    setUp('/contact-us', { kind: 'contact', sender });
    await formOf('contact');
    fillContact();
    const phone = screen.getByLabelText('Phone number without the country code');
    // Written like a number (the schema takes it), too short to call: said on leaving the field.
    type('Phone number without the country code', '12345');
    fireEvent.blur(phone);
    await waitFor(() => expect(phone.getAttribute('aria-invalid')).toBe('true'));
    expect(textOf(document.getElementById('form-contact-phone-error'))).toContain(phoneNumberMessage);

    // Sending: nothing goes, the summary names the number.
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(document.activeElement).toBe(summary()));
    expect(within(summary()).getByRole('link', { name: phoneNumberMessage }).getAttribute('href')).toBe(
      '#form-contact-phone',
    );
    expect(sender.forms).toHaveLength(0);

    // Corrected (with +44 and spaces): the message goes, and the number is sent as typed; the server normalises it.
    type('Phone number without the country code', '+44 7700 900 123');
    expect(phone.getAttribute('aria-invalid')).toBeNull();
    fireEvent.blur(phone);
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    await screen.findByRole('heading', { name: 'Thank you, we have your message' });
    expect(sender.lastForm().enquiry).toMatchObject({ countryCode: '+44', phone: '+44 7700 900 123' });
  });

  it('takes the fresh token of a form refused as sent too fast, keeping the answers, and sends it next time', async () => {
    const sender = new MemoryEnquirySender();
    setUp('/contact-us', { kind: 'contact', sender });
    await formOf('contact');
    fillContact();
    sender.refuse({
      reason: 'form_token',
      message: 'That was quicker than we expected. Please check your answers and send it again.',
      formToken: 'fresh-token',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(document.activeElement).toBe(summary()));
    expect(textOf(summary())).toContain('quicker than we expected');
    expect(sender.lastForm().enquiry.formToken).toBe('page-token');
    expect(section('contact').querySelector<HTMLInputElement>('input[name="formToken"]')?.value).toBe('fresh-token');
    expect((screen.getByLabelText('Your message') as HTMLTextAreaElement).value).toBe(
      'Can I see a studio on Saturday?',
    );

    sender.accept();
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    await screen.findByRole('heading', { name: 'Thank you, we have your message' });
    expect(sender.lastForm().enquiry.formToken).toBe('fresh-token');
  });

  it('asks for a form token when the page came without one (a form reached by navigating)', async () => {
    const sender = new MemoryEnquirySender();
    sender.token = 'asked-for';
    const services = createTestContainer({ catalogue: 'memory', content: 'memory', enquirySender: sender });
    renderWithServices(<EnquirySection kind="contact" heading={null} settings={null} />, '/contact-us', { services });
    await formOf('contact');
    await waitFor(() =>
      expect(section('contact').querySelector<HTMLInputElement>('input[name="formToken"]')?.value).toBe('asked-for'),
    );
    expect(section('contact').querySelectorAll('input[name^="utm_"]')).toHaveLength(0);
  });

  it('gives a referral its code, with a button to copy it', async () => {
    const { sender } = setUp('/friend', { kind: 'friend' });
    await formOf('friend');
    await waitFor(() =>
      expect(screen.getByLabelText('The residence you live in').querySelector('optgroup')).toBeTruthy(),
    );
    type('The residence you live in', 'square-gardens');
    type('Your friend’s name', 'Grace Hopper');
    type('Your friend’s email', 'grace@example.com');
    type('Your name', 'Ada Lovelace');
    type('Email address', 'ada@example.com');
    fireEvent.click(screen.getByRole('checkbox', { name: /I agree/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Send referral' }));
    await screen.findByRole('heading', { name: 'Thank you for recommending a friend' });
    expect(referralCode()).toBe('REF-222222');
    expect(sender.lastForm().enquiry).toMatchObject({ property: 'square-gardens', friendName: 'Grace Hopper' });
    let copied = '';
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: {
        writeText: async (text: string) => {
          copied = text;
        },
      },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Copy code' }));
    await screen.findByText('Code copied.');
    expect(copied).toBe('REF-222222');
  });
});

describe('enquiry forms: without JavaScript', () => {
  it('shows the thank-you the server redirects to (?sent=…), with a referral code', async () => {
    setUp('/friend?sent=EQ-7K3P9Q&code=ADA-7K3P', { kind: 'friend' });
    const heading = await screen.findByRole('heading', { name: 'Thank you for recommending a friend' });
    expect(document.activeElement).not.toBe(heading);
    expect(reference()).toBe('EQ-7K3P9Q');
    expect(referralCode()).toBe('ADA-7K3P');
  });

  it("shows the server's refusal of a posted form: what was typed and the messages", async () => {
    setUp('/group-booking', {
      kind: 'group-booking',
      initialData: {
        [formDataKey.reply('group-booking')]: {
          values: {
            groupName: 'Rowing club',
            groupSize: '2',
            roomKinds: 'studio',
            agreedToTerms: 'on',
            countryCode: '+353',
          },
          fields: { groupSize: formMessages.groupSize, formToken: formMessages.form },
          message: 'Please check the highlighted fields.',
        },
      },
    });
    await formOf('group-booking');
    expect((screen.getByLabelText('Group or organisation name') as HTMLInputElement).value).toBe('Rowing club');
    expect((screen.getByLabelText('How many people?') as HTMLInputElement).value).toBe('2');
    expect((screen.getByRole('checkbox', { name: 'Studio' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: /I agree/ }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('Country code') as HTMLSelectElement).value).toBe('+353');
    expect(screen.getByLabelText('How many people?').getAttribute('aria-invalid')).toBe('true');
    expect(textOf(summary())).toContain('Please check the highlighted fields.');
    expect(textOf(summary())).toContain(formMessages.form);
    expect(textOf(summary())).toContain(formMessages.groupSize);
    // Arriving at a page is not a refusal just made: focus stays where the browser put it.
    expect(document.activeElement).not.toBe(summary());
  });
});

describe('claiming an offer', () => {
  it('fills in the code of the offer claimed from its card, on the offers page', async () => {
    const { sender } = setUp('/offers');
    await formOf('offer');
    const code = screen.getByLabelText('Offer code') as HTMLInputElement;
    expect(code.value).toBe('');
    fireEvent.click(screen.getByRole('link', { name: /^Claim this offer\s*:\s*manchester 250 off$/ }));
    await waitFor(() => expect(code.value).toBe('MANCHESTER250OFF'));
    await waitFor(() => expect(document.activeElement).toBe(code));

    type('Your name', 'Ada Lovelace');
    type('Email address', 'ada@example.com');
    type('Phone number without the country code', '07700 900123');
    fireEvent.click(screen.getByRole('checkbox', { name: /I agree/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Claim this offer' }));
    await screen.findByRole('heading', { name: 'Thank you, we have your offer claim' });
    expect(sender.lastForm()).toMatchObject({
      kind: 'offer',
      enquiry: { offerCode: 'MANCHESTER250OFF', sourcePage: '/offers' },
    });
  });

  it('arrives with the code filled in from the address', async () => {
    setUp('/offers?offer=earlybird');
    await formOf('offer');
    expect((screen.getByLabelText('Offer code') as HTMLInputElement).value).toBe('EARLYBIRD');
    const claim = screen.getAllByRole('link', { name: /^Claim this offer/ })[0];
    expect(claim?.getAttribute('href')).toMatch(/^\/offers\?offer=[A-Z0-9]+#form-offer$/);
  });
});
