// The floating widget and the chat panel, in the whole app (the test container, msw answering the
// catalogue and the content), with the memory enquiry sender.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ManualTime } from '../../src/adapters/memory/manual-time.adapter';
import { MemoryCatalogue } from '../../src/adapters/memory/memory-catalogue.adapter';
import { MemoryContent } from '../../src/adapters/memory/memory-content.adapter';
import { MemoryEnquirySender } from '../../src/adapters/memory/memory-enquiry-sender.adapter';
import { DescribePage } from '../../src/application/site/describe-page.use-case';
import { renderPageHtml } from '../../src/ui/server-render';
import { fixtureSettings, fixtureSlice } from '../support/catalogue-fixture';
import { contentNow, fixtureContent } from '../support/content-fixture';
import { renderApp, textOf } from './render-app';

const contactKey = 'digs:chat-contact';
const ada = JSON.stringify({ name: 'Ada Lovelace', email: 'ada@example.com' });

function renderWithChat(options: { storage?: Record<string, string>; sender?: MemoryEnquirySender } = {}) {
  const sender = options.sender ?? new MemoryEnquirySender();
  const rendered = renderApp('/', { enquirySender: sender, content: 'memory', storage: options.storage ?? {} });
  return { ...rendered, sender };
}

/** The floating widget's buttons (the header has a call link of its own). */
function widget(): HTMLElement {
  const buttons = document.querySelector<HTMLElement>('.widget-buttons');
  if (!buttons) throw new Error('No floating widget');
  return buttons;
}

async function openChat() {
  const toggle = await screen.findByRole('button', { name: 'Ask us a question' });
  fireEvent.click(toggle);
  const dialog = await screen.findByRole('dialog', { name: 'Ask us a question' });
  const question = await within(dialog).findByLabelText('Your question');
  return { toggle, dialog, question: question as HTMLTextAreaElement };
}

describe('the floating widget', () => {
  it('offers WhatsApp and a call from the site settings, and a toggle for the chat panel', async () => {
    renderWithChat();
    const whatsapp = await within(widget()).findByRole('link', { name: 'WhatsApp us (opens in a new tab)' });
    expect(whatsapp.getAttribute('href')).toBe('https://wa.me/447700900000');
    expect(within(widget()).getByRole('link', { name: 'Call us on +44 161 496 0000' }).getAttribute('href')).toBe(
      'tel:+441614960000',
    );
    const toggle = screen.getByRole('button', { name: 'Ask us a question' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('leaves out WhatsApp and call when their settings are unset', async () => {
    const catalogue = new MemoryCatalogue(fixtureSlice, { ...fixtureSettings, whatsapp: '', phone: '' });
    renderApp('/', { catalogue, content: 'memory' });
    await screen.findByRole('link', { name: 'Test Living, home' });
    expect(screen.getByRole('button', { name: 'Ask us a question' })).toBeVisible();
    expect(within(widget()).queryByRole('link', { name: /WhatsApp/ })).toBeNull();
    expect(within(widget()).queryByRole('link', { name: /Call us/ })).toBeNull();
  });

  it('is in the server’s HTML with the toggle as a link to the contact page (no panel can open without JavaScript)', async () => {
    const catalogue = new MemoryCatalogue(fixtureSlice, fixtureSettings);
    const page = await new DescribePage(
      catalogue,
      new MemoryContent(fixtureContent, catalogue, new ManualTime(contentNow)),
    ).run('/', '');
    const html = await renderPageHtml('/', '', page.initialData, contentNow);
    expect(html).toMatch(/<a class="widget-button widget-toggle" href="\/contact-us">/);
    expect(html).toContain('href="https://wa.me/447700900000"');
    expect(html).not.toContain('role="dialog"');
  });
});

describe('the chat panel', () => {
  it('opens as a labelled modal dialog with focus on the question, and Escape closes it, focus back on the toggle', async () => {
    renderWithChat();
    const { toggle, dialog, question } = await openChat();
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.getAttribute('aria-controls')).toBe(dialog.id);
    await waitFor(() => expect(document.activeElement).toBe(question));
    fireEvent.keyDown(question, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await waitFor(() => expect(document.activeElement).toBe(toggle));
  });

  it('keeps focus inside: Tab from the last control goes to the first, Shift+Tab from the first to the last', async () => {
    renderWithChat();
    const { dialog } = await openChat();
    const close = within(dialog).getByRole('button', { name: 'Close the chat' });
    // The last: the other ways to reach us, after the form.
    const email = await within(dialog).findByRole('link', { name: 'hello@test.example' });
    email.focus();
    fireEvent.keyDown(email, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(email);
    // Focus taken by something outside comes back in.
    const outside = screen.getByRole('link', { name: 'Test Living, home' });
    act(() => outside.focus());
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('offers the other ways to reach us (the round buttons are not shown on phones)', async () => {
    renderWithChat();
    const { dialog } = await openChat();
    const others = await within(dialog).findByRole('list', { name: 'Other ways to reach us' });
    expect(within(others).getByRole('link', { name: 'Call +44 161 496 0000' }).getAttribute('href')).toBe(
      'tel:+441614960000',
    );
    expect(within(others).getByRole('link', { name: 'WhatsApp (opens in a new tab)' }).getAttribute('href')).toBe(
      'https://wa.me/447700900000',
    );
    expect(within(others).getByRole('link', { name: 'hello@test.example' }).getAttribute('href')).toBe(
      'mailto:hello@test.example',
    );
  });

  it('suggests FAQ answers while the visitor types, announces how many, and expands one', async () => {
    renderWithChat();
    const { dialog, question } = await openChat();
    fireEvent.change(question, { target: { value: 'question 3' } });
    const answers = await within(dialog).findByRole('list', { name: 'Answers that may help' });
    const items = within(answers).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(textOf(items[0]?.querySelector('summary') ?? null)).toBe('Question 3?');
    expect(textOf(within(dialog).getByRole('status'))).toBe('3 answers match');
    const details = items[0]?.querySelector('details');
    expect(details?.open).toBe(false);
    fireEvent.click(within(items[0] as HTMLElement).getByText('Question 3?'));
    await waitFor(() => expect(details?.open).toBe(true));
    expect(textOf(details ?? null)).toContain('Answer 3.');
    fireEvent.change(question, { target: { value: 'zebra' } });
    await waitFor(() => expect(within(dialog).queryByRole('list', { name: 'Answers that may help' })).toBeNull());
    expect(textOf(within(dialog).getByRole('status'))).toMatch(/^No answers match yet/);
  });

  it('sends the question as an enquiry, shows it with its reference, and remembers the name and email', async () => {
    const { sender, services } = renderWithChat();
    const { dialog, question } = await openChat();
    fireEvent.change(question, { target: { value: 'Can I bring my bike?' } });
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Ada Lovelace' } });
    fireEvent.change(within(dialog).getByLabelText('Email'), { target: { value: 'ada@example.com' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send question' }));
    const log = await within(dialog).findByRole('log', { name: 'Your messages' });
    expect(textOf(log)).toContain('Can I bring my bike?');
    expect(textOf(log)).toContain('Your reference is EQ-222222.');
    expect(sender.chats).toHaveLength(1);
    expect(sender.chats[0]).toMatchObject({
      message: 'Can I bring my bike?',
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      sourcePage: '/',
      formToken: 'memory-form-token',
      website: '',
    });
    await waitFor(() => expect(question.value).toBe(''));
    expect(JSON.parse(services.storage.read(contactKey) ?? 'null')).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
    });
    expect(textOf(dialog)).toContain('We remember your name and email on this device for next time');
    expect(within(dialog).queryByLabelText('Name')).toBeNull();
  });

  it('checks the question and contact before sending, and sends nothing until they are right', async () => {
    const { sender } = renderWithChat();
    const { dialog } = await openChat();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send question' }));
    expect(await within(dialog).findByText('Write your message.')).toBeVisible();
    expect(within(dialog).getByLabelText('Your question').getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).getByLabelText('Name').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(within(dialog).getByLabelText('Your question'));
    expect(sender.chats).toHaveLength(0);
  });

  it('keeps the text after a refusal, shows the server’s message, and sends the fresh form token next time', async () => {
    const sender = new MemoryEnquirySender();
    sender.refuse({
      reason: 'form_token',
      message: 'That was quick! Please check your message and send it again.',
      formToken: 'fresh-token',
    });
    renderWithChat({ sender, storage: { [contactKey]: ada } });
    const { dialog, question } = await openChat();
    fireEvent.change(question, { target: { value: 'Is there parking?' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send question' }));
    expect(textOf(await within(dialog).findByRole('alert'))).toBe(
      'That was quick! Please check your message and send it again.',
    );
    expect(question.value).toBe('Is there parking?');
    sender.accept();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send question' }));
    await within(dialog).findByRole('log', { name: 'Your messages' });
    expect(sender.chats.map((c) => c.formToken)).toEqual(['memory-form-token', 'fresh-token']);
    // The same attempt: one submission id for both, so the server stores it once.
    expect(sender.chats[1]?.submissionId).toBe(sender.chats[0]?.submissionId);
  });

  it('asks a remembered visitor only for the question, and forgets them on request', async () => {
    const { services, sender } = renderWithChat({ storage: { [contactKey]: ada } });
    const { dialog, question } = await openChat();
    expect(textOf(dialog)).toContain('Sending as Ada Lovelace (ada@example.com)');
    fireEvent.change(question, { target: { value: 'When is rent due?' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send question' }));
    await within(dialog).findByRole('log', { name: 'Your messages' });
    expect(sender.chats[0]).toMatchObject({ name: 'Ada Lovelace', email: 'ada@example.com' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Forget me' }));
    expect(services.storage.read(contactKey)).toBeNull();
    expect(within(dialog).getByLabelText('Name')).toBeVisible();
  });

  it('keeps what was typed when closed and opened again, and asks for a fresh form token each time it opens', async () => {
    const { sender } = renderWithChat({ storage: { [contactKey]: ada } });
    const { toggle, dialog, question } = await openChat();
    fireEvent.change(question, { target: { value: 'Half a thought' } });
    fireEvent.click(toggle);
    expect(screen.queryByRole('dialog')).toBeNull();
    sender.token = 'second-token';
    fireEvent.click(toggle);
    expect(await screen.findByRole('dialog', { name: 'Ask us a question' })).toBe(dialog);
    expect(question.value).toBe('Half a thought');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close the chat' }));
    await waitFor(() => expect(document.activeElement).toBe(toggle));
    fireEvent.click(toggle);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send question' }));
    await within(dialog).findByRole('log', { name: 'Your messages' });
    expect(sender.chats[0]?.formToken).toBe('second-token');
  });
});
