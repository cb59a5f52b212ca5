// The cookie banner in the whole app (the test container's manual time, memory storage and consent
// log): when it shows, what each answer keeps, the footer's "Cookie settings", and the locked page.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MemoryConsentRecorder } from '../../src/adapters/memory/memory-consent-recorder';
import { renderApp } from './render-app';

function renderWithConsent(storage: Record<string, string> = {}) {
  const recorder = new MemoryConsentRecorder();
  const rendered = renderApp('/', { catalogue: 'memory', content: 'memory', storage, consentRecorder: recorder });
  return { ...rendered, recorder };
}

async function bannerAfterDelay(time: { advance(ms: number): void }) {
  act(() => time.advance(4999));
  expect(screen.queryByRole('dialog', { name: 'Cookies and your privacy' })).toBeNull();
  act(() => time.advance(1));
  return screen.findByRole('dialog', { name: 'Cookies and your privacy' });
}

const locked = () => document.documentElement.classList.contains('scroll-locked');
const stored = (storage: { read(key: string): string | null }) => JSON.parse(storage.read('cookieConsent') ?? 'null');

describe('the cookie banner', () => {
  it('appears 5 s after load when nothing is decided, takes focus and locks the page', async () => {
    const { services } = renderWithConsent();
    const banner = await bannerAfterDelay(services.time);
    expect(locked()).toBe(true);
    await waitFor(() => expect(document.activeElement).toBe(banner));
    // No way round it but an answer: Reject all, Accept all, Choose.
    expect(
      within(banner)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Reject all', 'Accept all', 'Choose']);
    fireEvent.keyDown(banner, { key: 'Escape' });
    expect(screen.getByRole('dialog', { name: 'Cookies and your privacy' })).toBe(banner);
  });

  it('Accept all stores cookiesAccepted = true with the full decision, logs it and unlocks the page', async () => {
    const { services, recorder } = renderWithConsent();
    const banner = await bannerAfterDelay(services.time);
    fireEvent.click(within(banner).getByRole('button', { name: 'Accept all' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(locked()).toBe(false);
    expect(services.storage.read('cookiesAccepted')).toBe('true');
    expect(stored(services.storage)).toMatchObject({ version: 1, analytics: true, replay: true, logged: true });
    expect(recorder.received).toHaveLength(1);
    expect(recorder.received[0]).toMatchObject({ analytics: true, replay: true, version: 1 });
  });

  it('Reject all keeps only the necessary and is remembered', async () => {
    const { services } = renderWithConsent();
    const banner = await bannerAfterDelay(services.time);
    fireEvent.click(within(banner).getByRole('button', { name: 'Reject all' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(services.storage.read('cookiesAccepted')).toBe('false');
    expect(stored(services.storage)).toMatchObject({ analytics: false, replay: false });
    act(() => services.time.advance(60_000));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('Choose offers each category; replay needs analytics', async () => {
    const { services } = renderWithConsent();
    const banner = await bannerAfterDelay(services.time);
    fireEvent.click(within(banner).getByRole('button', { name: 'Choose' }));
    const analytics = within(banner).getByRole('checkbox', { name: /^Analytics/ }) as HTMLInputElement;
    const replay = within(banner).getByRole('checkbox', { name: /^Session replay/ }) as HTMLInputElement;
    expect((within(banner).getByRole('checkbox', { name: /^Necessary/ }) as HTMLInputElement).disabled).toBe(true);
    expect(document.activeElement).toBe(analytics);
    expect(replay.disabled).toBe(true);
    fireEvent.click(analytics);
    expect(replay.disabled).toBe(false);
    fireEvent.click(within(banner).getByRole('button', { name: 'Save choices' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(stored(services.storage)).toMatchObject({ analytics: true, replay: false });
  });

  it('does not show to a visitor who decided under the current version', async () => {
    const decided = JSON.stringify({
      id: 'abc',
      version: 1,
      analytics: false,
      replay: false,
      decidedAt: '2026-11-01T10:00:00.000Z',
      logged: true,
    });
    const { services } = renderWithConsent({ cookieConsent: decided, cookiesAccepted: 'false' });
    await screen.findByRole('button', { name: 'Cookie settings' });
    act(() => services.time.advance(10_000));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(locked()).toBe(false);
  });

  it('"Cookie settings" in the footer reopens it to change or withdraw, and can be closed unchanged', async () => {
    const decided = JSON.stringify({
      id: 'abc',
      version: 1,
      analytics: true,
      replay: true,
      decidedAt: '2026-11-01T10:00:00.000Z',
      logged: true,
    });
    const { services, recorder } = renderWithConsent({ cookieConsent: decided, cookiesAccepted: 'true' });
    const link = await screen.findByRole('button', { name: 'Cookie settings' });
    link.focus();
    fireEvent.click(link);
    let settings = await screen.findByRole('dialog', { name: 'Cookie settings' });
    expect(locked()).toBe(true);
    expect((within(settings).getByRole('checkbox', { name: /^Analytics/ }) as HTMLInputElement).checked).toBe(true);
    fireEvent.keyDown(settings, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(link);

    fireEvent.click(link);
    settings = await screen.findByRole('dialog', { name: 'Cookie settings' });
    fireEvent.click(within(settings).getByRole('checkbox', { name: /^Analytics/ }));
    expect((within(settings).getByRole('checkbox', { name: /^Session replay/ }) as HTMLInputElement).checked).toBe(
      false,
    );
    fireEvent.click(within(settings).getByRole('button', { name: 'Save choices' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(services.storage.read('cookiesAccepted')).toBe('false');
    expect(stored(services.storage)).toMatchObject({ id: 'abc', analytics: false, replay: false });
    expect(recorder.received.at(-1)).toMatchObject({ id: 'abc', analytics: false });
  });
});
