import { fireEvent, screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { MemoryAnalyticsEvents } from '../../../src/adapters/memory/memory-analytics-events';
import { MemoryConsentLog } from '../../../src/adapters/memory/memory-consent-log';
import { ReadAnalyticsReport } from '../../../src/application/analytics-report/read-analytics-report.use-case';
import { addDays } from '../../../src/domain/shared/london-time';
import { demoAnalyticsDay } from '../../support/analytics-demo';
import { server } from '../msw-server';
import { holdAnswers } from './held-answers';
import { renderConsole } from './render-console';

await import('../../../src/ui/admin/screens/analytics.screen');

/** The demo's report of a range, read apart from the screen, to check what the screen shows. */
async function demoReport(from: string, to: string) {
  const events = new MemoryAnalyticsEvents();
  const consent = new MemoryConsentLog();
  for (let day = from; day <= to; day = addDays(day, 1)) {
    const demo = demoAnalyticsDay(day);
    await events.store(demo.events);
    for (const entry of demo.consent) await consent.record(entry);
  }
  const outcome = await new ReadAnalyticsReport(events, consent).run({ from, to });
  if (outcome.kind !== 'ok') throw new Error(outcome.message);
  return outcome.report;
}

const number = new Intl.NumberFormat('en-GB');
const figure = (name: string) => {
  const term = screen.getByText(name, { selector: 'dt' });
  return term.nextElementSibling?.textContent;
};

// The console's clock: Tuesday 1 September 2026, 10:00 in London.
describe('the analytics dashboard', () => {
  it("shows the last 28 London days' figures by default, with the chart's table", async () => {
    renderConsole('/admin/analytics', 'owner');
    expect(await screen.findByRole('heading', { level: 2, name: 'Wed 5 Aug to Tue 1 Sept' })).toBeVisible();
    const expected = await demoReport('2026-08-05', '2026-09-01');
    expect(screen.getByRole('button', { name: 'Last 28 days' })).toHaveAttribute('aria-pressed', 'true');
    expect(figure('Page views')).toBe(number.format(expected.pageViewsPerDay.reduce((n, d) => n + d.views, 0)));
    expect(figure('Sessions')).toBe(number.format(expected.sessions));
    expect(figure('Viewings booked')).toBe(number.format(expected.funnel.viewingBooked));
    const days = screen.getByRole('table', { name: 'Page views per London day' });
    expect(within(days).getAllByRole('row')).toHaveLength(29);
    const last = expected.pageViewsPerDay.at(-1);
    expect(within(days).getByRole('row', { name: `Tue 1 Sept ${number.format(last?.views ?? -1)}` })).toBeTruthy();
    // The funnel, the vitals with their ratings, the errors, the cookie choices.
    expect(
      screen.getByRole('row', { name: new RegExp(`^Booked a viewing ${expected.funnel.viewingBooked} `) }),
    ).toBeTruthy();
    const vital = expected.webVitals[0];
    expect(vital).toBeDefined();
    expect(screen.getAllByText(vital?.rating === 'good' ? 'Good' : /Poor|Needs improvement/).length).toBeGreaterThan(0);
    expect(screen.getByRole('table', { name: /Cookie choices per London day/ })).toBeVisible();
    // Dead clicks and INP by page kind (ADR 089).
    const presses = screen.getByRole('table', { name: /dead clicks, lost presses/ });
    const city = expected.interactivity.find((row) => row.route === '/:city');
    expect(city?.deadClicks).toBeGreaterThan(0);
    expect(
      within(presses).getByRole('row', { name: new RegExp(`^/:city ${number.format(city?.deadClicks ?? -1)} `) }),
    ).toBeTruthy();
  });

  it('shows the last 7 days when asked, and any days typed in', async () => {
    renderConsole('/admin/analytics', 'sales');
    // The default 28 days first, as a reader would see them: the two reports are not made at once
    // (under a loaded CI run, the two together took longer than findBy's 5 s).
    await screen.findByRole('heading', { level: 2, name: 'Wed 5 Aug to Tue 1 Sept' });
    fireEvent.click(screen.getByRole('button', { name: 'Last 7 days' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Wed 26 Aug to Tue 1 Sept' })).toBeVisible();
    expect(within(screen.getByRole('table', { name: 'Page views per London day' })).getAllByRole('row')).toHaveLength(
      8,
    );
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-07-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-07-03' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show these days' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Wed 1 Jul to Fri 3 Jul' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('says so when the days have no visits, and explains a range the server refuses', async () => {
    renderConsole('/admin/analytics', 'owner');
    await screen.findByRole('heading', { level: 2, name: /to Tue 1 Sept/ });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2025-01-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2025-01-07' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show these days' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Wed 1 Jan to Tue 7 Jan' })).toBeVisible();
    expect(screen.getAllByText('No page views in these days.')).toHaveLength(2);
    expect(screen.getByText('No errors reported in these days.')).toBeVisible();
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2024-01-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-09-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show these days' }));
    expect(await screen.findByText('A report covers at most 366 days; this range has 975.')).toHaveAttribute(
      'role',
      'alert',
    );
  });

  it('shows the days last asked for, whatever order the answers come in', async () => {
    renderConsole('/admin/analytics', 'sales');
    // The default 28 days' answer is held until the 7 days' has been drawn: it must not replace it.
    const first = holdAnswers('*/api/admin/analytics', (url) => url.searchParams.get('from') === '2026-08-05');
    fireEvent.click(await screen.findByRole('button', { name: 'Last 7 days' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Wed 26 Aug to Tue 1 Sept' })).toBeVisible();
    first.release();
    await first.answeredAndRead();
    expect(screen.getByRole('heading', { level: 2, name: 'Wed 26 Aug to Tue 1 Sept' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('offers to try again when the server fails', async () => {
    let failing = true;
    renderConsole('/admin/analytics', 'owner');
    server.use(
      http.get('*/api/admin/analytics', () =>
        failing
          ? HttpResponse.json({ error: 'server_error', message: 'Something went wrong on our side.' }, { status: 500 })
          : undefined,
      ),
    );
    expect(await screen.findByText(/Something went wrong on our side\./)).toHaveAttribute('role', 'alert');
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 2, name: /to Tue 1 Sept/ })).toBeVisible();
  });
});
