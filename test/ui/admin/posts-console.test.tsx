import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Container } from 'inversify';
import { BehaviorSubject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { HttpPostsConsole } from '../../../src/adapters/http-client/http-posts-console.adapter';
import { ManualTime } from '../../../src/adapters/memory/manual-time.adapter';
import { MemoryCatalogueConsole } from '../../../src/adapters/memory/memory-catalogue-console';
import { MemoryPicturesConsole } from '../../../src/adapters/memory/memory-pictures-console';
import { CATALOGUE_CONSOLE_STORE } from '../../../src/application/catalogue/catalogue-console.tokens';
import { POSTS_CONSOLE_STORE } from '../../../src/application/content/posts-console.tokens';
import { ToastStore } from '../../../src/application/notifications/toast.store';
import { PICTURES_CONSOLE_STORE } from '../../../src/application/pictures/pictures.tokens';
import { PicturesConsoleStore } from '../../../src/application/pictures/pictures-console.store';
import { NOW } from '../../../src/application/shared/now';
import { CONSOLE_SESSION } from '../../../src/application/staff/staff-console.tokens';
import { CLOCK } from '../../../src/ports/clock.port';
import { POSTS_CONSOLE, type PostsConsole } from '../../../src/ports/posts-console.port';
import { token } from '../../../src/ports/token';
import { AdminServicesProvider } from '../../../src/ui/admin/components/admin-services';
import { ScreenPermissions } from '../../../src/ui/admin/components/screen-access';
import FaqsScreen from '../../../src/ui/admin/screens/faqs.screen';
import OffersScreen from '../../../src/ui/admin/screens/offers.screen';
import PostEditScreen from '../../../src/ui/admin/screens/post-edit.screen';
import { postsConsoleHandlers } from '../../qa/posts-console-handlers';
import { fixtureSlice } from '../../support/catalogue-fixture';
import { contentNow } from '../../support/content-fixture';
import { TEST_ORIGIN } from '../../support/test-container';
import { server } from '../msw-server';

/** A console screen over the HTTP adapter, answered by QA's posts handlers (msw), a fresh set per test. */
function renderScreen(ui: React.ReactElement, path: string, clock = new ManualTime(contentNow)) {
  const posts = new HttpPostsConsole((input, init) => fetch(new URL(input, TEST_ORIGIN).href, init));
  const pictures = new MemoryPicturesConsole();
  const mediaIds = ['Residents in the courtyard', 'A studio at dusk'].map((alt) => pictures.addPicture(alt));
  server.use(...postsConsoleHandlers(new ManualTime(contentNow), mediaIds));
  const container = new Container();
  container.bind(CLOCK).toConstantValue(clock);
  container.bind(POSTS_CONSOLE).toConstantValue(posts);
  container.bind(POSTS_CONSOLE_STORE).toConstantValue(posts);
  container.bind(NOW).toConstantValue(() => clock.now());
  container.bind(CATALOGUE_CONSOLE_STORE).toConstantValue(new MemoryCatalogueConsole(fixtureSlice));
  container.bind(PICTURES_CONSOLE_STORE).toConstantValue(new PicturesConsoleStore(pictures));
  container.bind(token<ToastStore>('ToastStore')).toConstantValue(new ToastStore(new ManualTime()));
  container.bind(CONSOLE_SESSION).toConstantValue({
    session$: new BehaviorSubject({
      status: 'signed-in',
      staff: { id: 's', email: 'e@digs.test', name: 'E', role: 'editor' },
    }),
  } as never);
  const location = memoryLocation({ path, record: true });
  render(
    <AdminServicesProvider container={container}>
      <Router hook={location.hook}>
        {/* As the layout gives each screen its entry of the route table: these open and change with content:write. */}
        <ScreenPermissions value={{ permission: 'content:write', change: null }}>{ui}</ScreenPermissions>
      </Router>
    </AdminServicesProvider>,
  );
  return { posts: posts as PostsConsole, history: location.history };
}

describe('the console’s posts, FAQs and offers screens', () => {
  it('writes a post, previews the Markdown as the server renders it (raw HTML as text), picks a cover and creates it', async () => {
    const { posts } = renderScreen(<PostEditScreen />, '/new');
    fireEvent.change(await screen.findByLabelText(/^Title/), { target: { value: 'Open day: what to ask' } });
    // The address follows the title until it is edited.
    expect((screen.getByLabelText(/^Address/) as HTMLInputElement).value).toBe('open-day-what-to-ask');
    fireEvent.change(screen.getByLabelText(/^Excerpt/), { target: { value: 'Ten questions.' } });
    fireEvent.change(screen.getByLabelText(/^Body \(Markdown\)/), {
      target: { value: '## Ask about\n\n- bills\n\n<img src=x onerror=alert(1)>' },
    });
    fireEvent.change(screen.getByLabelText(/^Category/), { target: { value: 'Guides' } });
    fireEvent.change(screen.getByLabelText(/^Author/), { target: { value: 'Ed' } });
    fireEvent.click(screen.getByRole('tab', { name: 'Preview' }));
    const panel = screen.getByRole('tabpanel', { name: 'Preview' });
    expect(await within(panel).findByRole('heading', { name: 'Ask about' })).toBeTruthy();
    expect(panel.textContent).toContain('<img src=x onerror=alert(1)>');
    expect(panel.querySelector('img')).toBeNull();
    const choice = await screen.findByRole('button', { name: 'A studio at dusk' });
    fireEvent.click(choice);
    expect(choice.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Create post' }));
    await waitFor(async () =>
      expect((await posts.list('post')).find((p) => p.slug === 'open-day-what-to-ask')).toMatchObject({
        status: 'draft',
        category: 'Guides',
        body: '## Ask about\n\n- bills\n\n<img src=x onerror=alert(1)>',
      }),
    );
    const created = (await posts.list('post')).find((p) => p.slug === 'open-day-what-to-ask');
    expect(created?.coverMediaId).toBeTruthy();
  });

  it('shows a field’s refusal beside it and names it beside Save, with focus on it', async () => {
    renderScreen(<PostEditScreen />, '/new');
    await screen.findByRole('form', { name: 'New post' });
    const fill = (label: RegExp, value: string) =>
      fireEvent.change(screen.getByLabelText(label), { target: { value } });
    fill(/^Title/, 'x');
    fill(/^Excerpt/, 'x');
    fill(/^Body \(Markdown\)/, 'x');
    fill(/^Category/, 'x');
    fill(/^Author/, 'x');
    fill(/^Address/, 'Not A Slug');
    fireEvent.click(screen.getByRole('button', { name: 'Create post' }));
    // Once under the field, once in the save bar with the field's name.
    expect(await screen.findAllByText(/lower-case letters and digits/)).toHaveLength(2);
    expect(screen.getByLabelText(/^Address/).getAttribute('aria-invalid')).toBe('true');
    expect(within(screen.getByRole('alert')).getByRole('button', { name: 'Address' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText(/^Address/));
  });

  it('moves a question up within its category with its button', async () => {
    renderScreen(<FaqsScreen />, '/');
    const booking = await screen.findByRole('region', { name: /^Booking/ });
    const questions = () =>
      within(booking)
        .getAllByRole('listitem')
        .map((li) => li.querySelector('.admin-strong')?.textContent);
    const [first, second] = questions();
    expect((within(booking).getByRole('button', { name: `Move “${first}” up` }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    fireEvent.click(within(booking).getByRole('button', { name: `Move “${second}” up` }));
    await waitFor(() => expect(questions().slice(0, 2)).toEqual([second, first]));
  });

  it('starts a new post and a new offer on the London day of the clock port, not the machine’s', async () => {
    // Ten to midnight in London on 3 March 2031: a machine's own date is another day altogether.
    const clock = new ManualTime(Date.parse('2031-03-03T23:50:00Z'));
    renderScreen(<PostEditScreen />, '/new', clock);
    expect(((await screen.findByLabelText(/^Publish date/)) as HTMLInputElement).value).toBe('2031-03-03');
    expect((screen.getByLabelText(/^Time/) as HTMLInputElement).value).toBe('23:50');
    cleanup();
    renderScreen(<OffersScreen />, '/', clock);
    await screen.findByRole('table');
    fireEvent.click(screen.getByRole('button', { name: 'New offer' }));
    const form = screen.getByRole('form', { name: 'New offer' });
    expect((within(form).getByLabelText(/^First day/) as HTMLInputElement).value).toBe('2031-03-03');
    expect((within(form).getByLabelText(/^Last day/) as HTMLInputElement).value).toBe('2031-03-03');
  });

  it('adds an offer on London days and lists it with where it applies', async () => {
    renderScreen(<OffersScreen />, '/');
    await screen.findByRole('table');
    fireEvent.click(screen.getByRole('button', { name: 'New offer' }));
    const form = screen.getByRole('form', { name: 'New offer' });
    const fill = (label: RegExp, value: string) =>
      fireEvent.change(within(form).getByLabelText(label), { target: { value } });
    fill(/^Title/, 'Winter warmer');
    fill(/^Code/, 'warm-26');
    fill(/^Address/, 'winter-warmer');
    fill(/^Summary/, 'A week free.');
    fill(/^Terms/, 'New bookings only.');
    fill(/^First day/, '2026-11-20');
    fill(/^Last day/, '2026-11-30');
    fireEvent.change(within(form).getByLabelText('Where it applies'), {
      target: { value: `city:${fixtureSlice.cities[0]?.id}` },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Create offer' }));
    const row = await screen.findByRole('row', { name: /Winter warmer/ });
    expect(row.textContent).toContain('WARM-26');
    expect(row.textContent).toContain(fixtureSlice.cities[0]?.name);
    expect(row.textContent).toContain('20 Nov 2026 – 30 Nov 2026');
  });
});
