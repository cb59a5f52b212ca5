import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MemoryEnquirySender } from '../../src/adapters/memory/memory-enquiry-sender.adapter';
import { enquiryDraftKey } from '../../src/application/room-finder/room-finder.store';
import type { EnquiryDraft } from '../../src/domain/room-finder/enquiry-draft';
import { phoneNumberMessage } from '../../src/domain/shared/phone-number';
import { createTestContainer } from '../support/test-container';
import { renderApp, textOf } from './render-app';

// The page loads lazily; load it before the first test so that test does not pay for it.
await import('../../src/ui/pages/room-finder.page');

// The manual clock starts on Tuesday 1 September 2026 (UK time): the first Saturday of September
// is the 5th this year and the 4th next year.

const stored = (draft: Partial<EnquiryDraft>) => ({ [enquiryDraftKey]: JSON.stringify(draft) });

const complete: Partial<EnquiryDraft> = {
  step: 'results',
  city: 'manchester',
  moveInDate: '2026-09-05',
  duration: ['51'],
  price: ['180-220'],
  space: [],
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: '07700 900123',
  countryCode: '+44',
  agreedToTerms: true,
};

function setUp(path: string, draft?: Partial<EnquiryDraft>) {
  const sender = new MemoryEnquirySender();
  const services = createTestContainer({
    catalogue: 'memory',
    content: 'memory',
    enquirySender: sender,
    // The campaign the visit landed from, which every enquiry carries.
    utm: { source: 'newsletter', campaign: 'spring' },
    ...(draft ? { storage: stored(draft) } : {}),
  });
  const view = renderApp(path, { services });
  return { ...view, sender };
}

const stepHeading = (name: string) => screen.findByRole('heading', { level: 2, name });
const continueButton = () => screen.getByRole('button', { name: 'Continue' });
const summary = () => screen.getByRole('alert', { name: 'There is a problem' });
const currentStep = () => textOf(document.querySelector('[aria-current="step"]'));
/** The address now shown (the memory location's last history entry). */
const lastOf = (history: string[] | undefined) => history?.at(-1);

describe('Room finder', () => {
  it('starts at the city step, with the five steps listed and the first marked current', async () => {
    const { history } = setUp('/find-your-room');
    await stepHeading('Where will you study?');
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => textOf(h))).toEqual(['Find your room']);
    const steps = within(screen.getByRole('navigation', { name: 'Room finder steps' }));
    expect(steps.getAllByRole('listitem').map((li) => textOf(li))).toEqual([
      '1City',
      '2Move-in',
      '3Preferences',
      '4Your details',
      '5Your rooms',
    ]);
    expect(currentStep()).toBe('1City');
    expect(steps.getByText('Step 1 of 5')).toBeVisible();
    expect(steps.queryAllByRole('link')).toHaveLength(0);
    // The cities as radio cards, each with its region and starting price.
    const manchester = await screen.findByRole('radio', { name: /Manchester/ });
    expect(textOf(manchester.closest('label'))).toBe(
      'ManchesterNorth West Englandfrom £199 / week£8,756 for 44 weeks, no fees',
    );
    expect(screen.getByRole('radio', { name: /Leeds/ })).toBeVisible();
    expect(lastOf(history)).toBe('/find-your-room');
    await waitFor(() => expect(document.title).toBe('City | Find your room | Test Living'));
  });

  it('sends an address that skips ahead to the first step still to do', async () => {
    const { history } = setUp('/find-your-room/contact');
    await stepHeading('Where will you study?');
    await waitFor(() => expect(lastOf(history)).toBe('/find-your-room/city'));
  });

  it('shows a step reached before, but no further than the first one incomplete', async () => {
    const { history } = setUp('/find-your-room/results', {
      step: 'contact',
      city: 'manchester',
      moveInDate: '2026-09-05',
    });
    await stepHeading('Where should we send your rooms?');
    await waitFor(() => expect(lastOf(history)).toBe('/find-your-room/contact'));
    expect(currentStep()).toBe('4Your details');
    const steps = within(screen.getByRole('navigation', { name: 'Room finder steps' }));
    expect(steps.getByText('Step 4 of 5')).toBeVisible();
    expect(steps.getAllByRole('link').map((a) => [textOf(a), a.getAttribute('href')])).toEqual([
      ['✓City (done)', '/find-your-room/city'],
      ['✓Move-in (done)', '/find-your-room/move-in'],
      ['✓Preferences (done)', '/find-your-room/preferences'],
    ]);
  });

  it('lets a visitor go back and forward again to a step reached before', async () => {
    setUp('/find-your-room/city', { step: 'preferences', city: 'manchester', moveInDate: '2026-09-05' });
    await stepHeading('Where will you study?');
    const steps = within(screen.getByRole('navigation', { name: 'Room finder steps' }));
    fireEvent.click(steps.getByRole('link', { name: /Preferences/ }));
    await stepHeading('What are you looking for?');
    expect(steps.queryByRole('link', { name: /Your details/ })).toBeNull();
  });

  it('asks for a city before moving on, with the message in a focused summary and on the field', async () => {
    const { history } = setUp('/find-your-room/city');
    await screen.findByRole('radio', { name: /Manchester/ });
    fireEvent.click(continueButton());
    const alert = summary();
    expect(textOf(alert)).toContain('There is a problem');
    const link = within(alert).getByRole('link', { name: 'Choose the city you will study in.' });
    expect(link.getAttribute('href')).toBe('#finder-city');
    await waitFor(() => expect(document.activeElement).toBe(alert));
    const group = screen.getByRole('group', { name: 'Choose a city' });
    expect(group.getAttribute('aria-invalid')).toBe('true');
    const describedBy = group.getAttribute('aria-describedby') ?? '';
    expect(textOf(document.getElementById(describedBy))).toBe('Error: Choose the city you will study in.');
    fireEvent.click(link);
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: /Manchester/ }));
    expect(lastOf(history)).toBe('/find-your-room/city');

    fireEvent.click(screen.getByRole('radio', { name: /Leeds/ }));
    // Changing the field takes its message away.
    expect(screen.queryByRole('alert', { name: 'There is a problem' })).toBeNull();
    fireEvent.click(continueButton());
    await stepHeading('When would you like to move in?');
    expect(lastOf(history)).toBe('/find-your-room/move-in');
    await waitFor(() => expect(document.activeElement).toBe(document.getElementById('finder-step-heading')));
  });

  it('checks the move-in date: missing, in the past, more than two years ahead', async () => {
    setUp('/find-your-room/move-in', { step: 'move-in', city: 'manchester' });
    await stepHeading('When would you like to move in?');
    const date = screen.getByLabelText('Move-in date') as HTMLInputElement;
    expect(date.type).toBe('date');
    expect(date.min).toBe('2026-09-01');
    expect(date.max).toBe('2028-09-01');

    fireEvent.click(continueButton());
    expect(textOf(summary())).toContain('Choose the date you would like to move in.');
    expect(date.getAttribute('aria-invalid')).toBe('true');
    expect(date.getAttribute('aria-describedby')).toBe('finder-move-in-hint finder-moveInDate-error');

    fireEvent.change(date, { target: { value: '2026-08-31' } });
    fireEvent.click(continueButton());
    expect(textOf(summary())).toContain('Choose a date from today onwards.');

    fireEvent.change(date, { target: { value: '2028-09-02' } });
    fireEvent.click(continueButton());
    expect(textOf(summary())).toContain('We let rooms up to two years ahead: choose an earlier date.');
  });

  it('offers the next two academic-year starts as quick picks that fill the date', async () => {
    const { services } = setUp('/find-your-room/move-in', { step: 'move-in', city: 'manchester' });
    await stepHeading('When would you like to move in?');
    const picks = screen.getAllByRole('button', { name: /Start of/ });
    expect(picks.map((b) => textOf(b))).toEqual(['Start of 2026/27Sat 5 Sep 2026', 'Start of 2027/28Sat 4 Sep 2027']);
    fireEvent.click(picks[1] as HTMLElement);
    expect((screen.getByLabelText('Move-in date') as HTMLInputElement).value).toBe('2027-09-04');
    expect(picks[1]?.getAttribute('aria-pressed')).toBe('true');
    expect(services.roomFinder.draft.moveInDate).toBe('2027-09-04');
  });

  it('offers three groups of preferences, any of them left empty', async () => {
    const { history, services } = setUp('/find-your-room/preferences', {
      step: 'preferences',
      city: 'manchester',
      moveInDate: '2026-09-05',
    });
    await stepHeading('What are you looking for?');
    expect(screen.getByText('Choose as many as you like. Leave a group empty for any.')).toBeVisible();
    const groups = ['Tenancy length', 'Weekly budget', 'Kind of room'].map((name) =>
      within(screen.getByRole('group', { name })).getAllByRole('checkbox'),
    );
    // Only the tenancy lengths let in Manchester (44 and 51 weeks in the fixture), every budget and kind.
    expect(groups.map((g) => g.length)).toEqual([2, 4, 6]);
    expect(screen.queryByRole('checkbox', { name: '41 weeks' })).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Studio' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'En-suite' }));
    expect(services.roomFinder.draft.space).toEqual(['ensuite', 'studio']);
    fireEvent.click(continueButton());
    await stepHeading('Where should we send your rooms?');
    expect(lastOf(history)).toBe('/find-your-room/contact');
  });

  it('shows every contact message on its field', async () => {
    setUp('/find-your-room/contact', {
      ...complete,
      step: 'contact',
      name: '',
      email: 'ada@',
      phone: '12',
      agreedToTerms: false,
    });
    await stepHeading('Where should we send your rooms?');
    fireEvent.click(screen.getByRole('button', { name: 'See my rooms' }));
    // '12' is written like a number; the numbering plans (checked asynchronously) say it cannot be called.
    const links = within(await screen.findByRole('alert', { name: 'There is a problem' }))
      .getAllByRole('link')
      .map((a) => [a.getAttribute('href'), textOf(a)]);
    expect(links).toEqual([
      ['#finder-name', 'Enter your name.'],
      ['#finder-email', 'Enter your email address, like name@example.com.'],
      ['#finder-phone', phoneNumberMessage],
      ['#finder-agreedToTerms', 'Please accept the terms to continue.'],
    ]);
    for (const label of ['Full name', 'Email address', 'Phone number without the country code']) {
      const input = screen.getByLabelText(label);
      expect(input.getAttribute('aria-invalid')).toBe('true');
      expect(document.getElementById(input.getAttribute('aria-describedby') ?? '')).toBeTruthy();
    }
    expect(
      screen.getByRole('checkbox', { name: 'I agree to the terms and privacy policy' }).getAttribute('aria-invalid'),
    ).toBe('true');
    expect((screen.getByLabelText('Country code') as HTMLSelectElement).value).toBe('+44');
  });

  it('says a phone number cannot be called when the visitor leaves it, and not once it is corrected', async () => {
    const { sender } = setUp('/find-your-room/contact', { ...complete, step: 'contact', phone: '' });
    await stepHeading('Where should we send your rooms?');
    const phone = screen.getByLabelText('Phone number without the country code');
    fireEvent.change(phone, { target: { value: '0770090012399' } });
    fireEvent.blur(phone);
    await waitFor(() => expect(phone.getAttribute('aria-invalid')).toBe('true'));
    expect(textOf(document.getElementById('finder-phone-error'))).toContain(phoneNumberMessage);
    fireEvent.click(screen.getByRole('button', { name: 'See my rooms' }));
    await waitFor(() => expect(document.activeElement).toBe(summary()));
    expect(sender.sent).toHaveLength(0);

    fireEvent.change(phone, { target: { value: '020 7946 0018' } });
    expect(phone.getAttribute('aria-invalid')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'See my rooms' }));
    await waitFor(() => expect(sender.sent).toHaveLength(1));
    expect(sender.lastSent()).toMatchObject({ countryCode: '+44', phone: '020 7946 0018' });
  });

  it('keeps every answer on the device, so a reload carries on where the visitor was', async () => {
    const first = setUp('/find-your-room/city');
    fireEvent.click(await screen.findByRole('radio', { name: /Manchester/ }));
    fireEvent.click(continueButton());
    await stepHeading('When would you like to move in?');
    fireEvent.change(screen.getByLabelText('Move-in date'), { target: { value: '2027-01-10' } });
    const kept = first.services.storage.read(enquiryDraftKey);
    first.unmount();

    const second = setUp('/find-your-room/move-in', JSON.parse(kept ?? '{}'));
    await stepHeading('When would you like to move in?');
    expect((screen.getByLabelText('Move-in date') as HTMLInputElement).value).toBe('2027-01-10');
    fireEvent.click(screen.getByRole('link', { name: 'Back' }));
    await stepHeading('Where will you study?');
    expect((screen.getByRole('radio', { name: /Manchester/ }) as HTMLInputElement).checked).toBe(true);
    expect(lastOf(second.history)).toBe('/find-your-room/city');
  });

  it('starts again without the city and the date, keeping the rest', async () => {
    const { services, history } = setUp('/find-your-room/results', complete);
    await stepHeading('Your rooms');
    fireEvent.click(screen.getByRole('button', { name: 'Start again' }));
    await stepHeading('Where will you study?');
    expect(lastOf(history)).toBe('/find-your-room/city');
    const draft = services.roomFinder.draft;
    expect([draft.city, draft.moveInDate]).toEqual(['', '']);
    expect([draft.name, draft.email, draft.phone, draft.duration]).toEqual([
      'Ada Lovelace',
      'ada@example.com',
      '07700 900123',
      ['51'],
    ]);
  });

  it('takes a visitor through every step, sends the enquiry and shows ranked rooms with reasons', async () => {
    const { sender, history, services } = setUp('/find-your-room');
    fireEvent.click(await screen.findByRole('radio', { name: /Manchester/ }));
    fireEvent.click(continueButton());

    await stepHeading('When would you like to move in?');
    fireEvent.click(screen.getByRole('button', { name: /Start of 2026\/27/ }));
    fireEvent.click(continueButton());

    await stepHeading('What are you looking for?');
    // 44 weeks: the en-suite's 51-week rooms are all let, so only its 44-week ones can match.
    fireEvent.click(screen.getByRole('checkbox', { name: '44 weeks' }));
    fireEvent.click(screen.getByRole('checkbox', { name: '£180 to £220' }));
    fireEvent.click(continueButton());

    await stepHeading('Where should we send your rooms?');
    fireEvent.change(screen.getByLabelText('Full name'), { target: { value: 'Ada Lovelace' } });
    fireEvent.change(screen.getByLabelText('Email address'), { target: { value: 'ada@example.com' } });
    fireEvent.change(screen.getByLabelText('Country code'), { target: { value: '+353' } });
    fireEvent.change(screen.getByLabelText('Phone number without the country code'), {
      target: { value: '087 123 4567' },
    });
    fireEvent.click(screen.getByRole('checkbox', { name: 'I agree to the terms and privacy policy' }));
    fireEvent.click(screen.getByRole('button', { name: 'See my rooms' }));

    await stepHeading('Your rooms');
    expect(history).toEqual([
      '/find-your-room',
      '/find-your-room/move-in',
      '/find-your-room/preferences',
      '/find-your-room/contact',
      '/find-your-room/results',
    ]);
    expect(sender.sent).toHaveLength(1);
    const sent = sender.lastSent();
    expect(sent).toMatchObject({
      city: 'manchester',
      moveInDate: '2026-09-05',
      duration: ['44'],
      price: ['180-220'],
      space: [],
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      countryCode: '+353',
      phone: '087 123 4567',
      agreedToTerms: true,
      sourcePage: '/find-your-room/contact',
      utm: { source: 'newsletter', campaign: 'spring' },
      website: '',
    });
    expect(sent.submissionId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(sent).not.toHaveProperty('step');
    expect(services.roomFinder.draft.step).toBe('results');

    expect(textOf(document.querySelector('.finder-confirmation'))).toContain('Your reference is EQ-222222');
    await waitFor(() =>
      expect(services.toasts.current().map((t) => t.message)).toContain(
        'Thanks, Ada Lovelace. Your reference is EQ-222222.',
      ),
    );

    const matches = await screen.findByRole('heading', { level: 3, name: '1 room matches everything you asked' });
    const matched = within(matches.closest('section') as HTMLElement).getAllByRole('article');
    expect(matched).toHaveLength(1);
    const card = matched[0] as HTMLElement;
    expect(within(card).getByRole('link', { name: 'En-suite' }).getAttribute('href')).toBe(
      '/manchester/square-gardens/en-suite',
    );
    expect(textOf(card)).toContain('Square Gardens');
    expect(textOf(card)).toContain('£199 / week£8,756 for 44 weeks, no fees');
    const reasons = within(within(card).getByRole('list', { name: 'Why this room' }))
      .getAllByRole('listitem')
      .map((li) => textOf(li));
    expect(reasons.slice(0, 2)).toEqual(['Within budget', '44 weeks available']);
    expect(within(card).getByRole('button', { name: /Compare/ })).toBeVisible();

    const others = screen.getByRole('heading', { level: 3, name: 'Close to what you asked' });
    const otherNames = within(others.closest('section') as HTMLElement)
      .getAllByRole('article')
      .map((a) => textOf(a.querySelector('h4')));
    expect(otherNames).toEqual(['Studio', 'Classic Studio']);

    const answers = within(screen.getByRole('region', { name: 'Your answers' }));
    expect(textOf(answers.getByText('Manchester'))).toBe('Manchester');
    expect(answers.getByText('Sat 5 Sep 2026')).toBeVisible();
    expect(answers.getByRole('link', { name: 'Change weekly budget' }).getAttribute('href')).toBe(
      '/find-your-room/preferences',
    );
  });

  it('forwards the hidden honeypot field, which people never see or reach', async () => {
    const { sender } = setUp('/find-your-room/contact', { ...complete, step: 'contact' });
    await stepHeading('Where should we send your rooms?');
    const trap = document.querySelector<HTMLInputElement>('input[name="website"]');
    if (!trap) throw new Error('No honeypot');
    expect(trap.tabIndex).toBe(-1);
    expect(trap.autocomplete).toBe('off');
    expect(trap.closest('[aria-hidden="true"]')?.className).toBe('visually-hidden');
    fireEvent.change(trap, { target: { value: 'https://spam.example' } });
    fireEvent.click(screen.getByRole('button', { name: 'See my rooms' }));
    await stepHeading('Your rooms');
    expect(sender.lastSent().website).toBe('https://spam.example');
  });

  it('explains what to change when no room matches everything', async () => {
    setUp('/find-your-room/results', { ...complete, price: ['under-180'] });
    await screen.findByRole('heading', { level: 3, name: 'No rooms in Manchester match everything you asked' });
    expect(screen.getByText('Rooms here start at £199 a week: try a higher budget.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Change your preferences' }).getAttribute('href')).toBe(
      '/find-your-room/preferences',
    );
    expect(screen.getByRole('link', { name: 'Choose another city' }).getAttribute('href')).toBe('/find-your-room/city');
    expect(screen.getByRole('link', { name: 'All residences in Manchester' }).getAttribute('href')).toBe('/manchester');
    const none = screen.getByRole('heading', { level: 3, name: /^No rooms/ }).closest('section') as HTMLElement;
    expect(within(none).getByRole('link', { name: 'Contact us' }).getAttribute('href')).toBe('/contact-us');
    expect(document.querySelector('.finder-confirmation')).toBeNull();
  });

  it('keeps what was typed when the server refuses, shows its messages on the fields, and retries the same attempt', async () => {
    const { sender } = setUp('/find-your-room/contact', { ...complete, step: 'contact' });
    await stepHeading('Where should we send your rooms?');
    sender.refuse({
      reason: 'invalid',
      message: 'Please check the highlighted fields.',
      fields: { email: 'We cannot send to that address.' },
    });
    // The send waits (a slow connection) once the phone number has been checked.
    const release = sender.hold();
    fireEvent.click(screen.getByRole('button', { name: 'See my rooms' }));
    expect(await screen.findByRole('button', { name: 'Sending…' })).toHaveProperty('disabled', true);
    release();

    const alert = await screen.findByRole('alert', { name: 'There is a problem' });
    expect(textOf(alert)).toContain('Please check the highlighted fields.');
    expect(within(alert).getByRole('link', { name: 'We cannot send to that address.' }).getAttribute('href')).toBe(
      '#finder-email',
    );
    const email = screen.getByLabelText('Email address') as HTMLInputElement;
    expect(email.value).toBe('ada@example.com');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect((screen.getByLabelText('Full name') as HTMLInputElement).value).toBe('Ada Lovelace');
    expect(screen.getByRole('button', { name: 'See my rooms' })).toHaveProperty('disabled', false);
    await waitFor(() => expect(document.activeElement).toBe(alert));

    // A lost connection: the same attempt is sent again with the same submission id.
    sender.refuse({ reason: 'unreachable', message: 'We could not reach our server.' });
    fireEvent.click(screen.getByRole('button', { name: 'See my rooms' }));
    await waitFor(() => expect(textOf(summary())).toContain('We could not reach our server.'));
    sender.accept();
    fireEvent.click(screen.getByRole('button', { name: 'See my rooms' }));
    await stepHeading('Your rooms');
    expect(sender.sent).toHaveLength(3);
    expect(new Set(sender.sent.map((s) => s.submissionId)).size).toBe(1);
  });
});
