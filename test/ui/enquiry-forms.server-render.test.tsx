// The enquiry forms as the server renders them (a real form for visitors without JavaScript), and
// the browser taking that HTML over without a mismatch.
import { act, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { useBrowserLocation } from 'wouter/use-browser-location';
import { ManualTime } from '../../src/adapters/memory/manual-time.adapter';
import { MemoryCatalogue } from '../../src/adapters/memory/memory-catalogue.adapter';
import { MemoryContent } from '../../src/adapters/memory/memory-content.adapter';
import { MemoryEnquirySender } from '../../src/adapters/memory/memory-enquiry-sender.adapter';
import { formDataKey } from '../../src/application/enquiries/form-streams';
import { DescribePage } from '../../src/application/site/describe-page.use-case';
import { formMessages } from '../../src/domain/enquiries/enquiry-forms';
import { utmFromSearch } from '../../src/domain/enquiries/first-touch';
import { App } from '../../src/ui/app';
import { ServicesProvider } from '../../src/ui/hooks/use-service';
import { renderPageHtml } from '../../src/ui/server-render';
import { fixtureSettings, fixtureSlice } from '../support/catalogue-fixture';
import { contentNow, fixtureContent } from '../support/content-fixture';
import { createTestContainer } from '../support/test-container';

await import('../../src/ui/components/enquiry-form/enquiry-form');
await import('../../src/ui/pages/city-or-page.page');
await import('../../src/ui/pages/offers.page');

const catalogue = new MemoryCatalogue(fixtureSlice, fixtureSettings);
const describePage = new DescribePage(
  catalogue,
  new MemoryContent(fixtureContent, catalogue, new ManualTime(contentNow)),
);

/** The page's data as the server sends it: its description's, a form token and anything added. */
async function pageData(path: string, search: string, extra: Record<string, unknown> = {}) {
  const page = await describePage.run(path, search);
  return { ...page.initialData, [formDataKey.token()]: { formToken: 'signed-token' }, ...extra };
}

async function render(path: string, search = '', extra: Record<string, unknown> = {}) {
  return (await renderPageHtml(path, search, await pageData(path, search, extra), contentNow)).replace(/<!-- -->/g, '');
}

/** The form's section as HTML (for what React writes) and as a document fragment (to query). */
const formOf = (html: string, kind: string) => {
  const start = html.indexOf(`<section class="block enquiry-section" id="form-${kind}"`);
  if (start < 0) throw new Error(`no #form-${kind} in the page`);
  return html.slice(start, html.indexOf('</section>', start));
};
const parsed = (html: string) => {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content;
};
const attributes = (element: Element | null) =>
  Object.fromEntries([...(element?.attributes ?? [])].map((a) => [a.name.toLowerCase(), a.value]));

describe('enquiry forms rendered on the server', () => {
  it('is a real form: posts to the API with the page, the token, the campaign and the honeypot', async () => {
    const html = formOf(await render('/about-us', '?utm_source=newsletter&utm_campaign=spring'), 'contact');
    const section = parsed(html);
    const form = section.querySelector('form');
    expect(attributes(form)).toMatchObject({ method: 'post', action: '/api/enquiries/contact#form-contact' });
    // The browser's own checks apply until the app takes over (then it checks with the schema).
    expect(form?.hasAttribute('novalidate')).toBe(false);
    expect(section.querySelector('textarea[name="message"]')?.hasAttribute('required')).toBe(true);
    const hidden = [...section.querySelectorAll('input[type="hidden"]')].map((i) => [
      i.getAttribute('name'),
      i.getAttribute('value'),
    ]);
    expect(hidden).toEqual([
      ['sourcePage', '/about-us'],
      ['formToken', 'signed-token'],
      ['utm_source', 'newsletter'],
      ['utm_campaign', 'spring'],
    ]);
    expect(attributes(section.querySelector('#form-contact-website'))).toMatchObject({
      name: 'website',
      type: 'text',
      tabindex: '-1',
      autocomplete: 'off',
    });
    expect(section.querySelector('label[for="form-contact-website"]')?.textContent).toBe('Leave this empty');
    expect(section.querySelector('input[name="agreedToTerms"]')?.getAttribute('type')).toBe('checkbox');
    expect(section.querySelector('button[type="submit"]')?.textContent).toBe('Send message');
  });

  it('lists the residences the page carries, grouped by city', async () => {
    const html = await render('/offers');
    const form = formOf(html, 'offer');
    expect(form).toContain('<optgroup label="Manchester"><option value="canal-view">Canal View</option>');
  });

  it("shows the server's refusal of a posted form: the answers typed and the messages", async () => {
    const form = formOf(
      await render('/about-us', '', {
        [formDataKey.reply('contact')]: {
          values: { topic: 'viewing', message: 'Hello <there>', name: 'Ada', email: 'ada@', agreedToTerms: 'on' },
          fields: { email: formMessages.email },
          message: 'Please check the highlighted fields.',
        },
      }),
      'contact',
    );
    expect(form).toContain('There is a problem');
    expect(form).toContain('Please check the highlighted fields.');
    expect(form).toContain(formMessages.email);
    expect(form).toContain('Hello &lt;there&gt;</textarea>');
    const section = parsed(form);
    expect(attributes(section.querySelector('input[name="email"]'))).toMatchObject({
      'aria-invalid': 'true',
      value: 'ada@',
    });
    expect(section.querySelector('option[value="viewing"]')?.hasAttribute('selected')).toBe(true);
    expect(section.querySelector('input[name="agreedToTerms"]')?.hasAttribute('checked')).toBe(true);
  });

  it('shows the thank-you the server redirects to, in place of the form', async () => {
    const form = formOf(await render('/about-us', '?sent=EQ-7K3P9Q'), 'contact');
    expect(form).toContain('Thank you, we have your message');
    expect(form).toContain('<p class="enquiry-reference">EQ-7K3P9Q</p>');
    expect(form).not.toContain('<form');
  });

  it('fills in the code of an offer claimed from its card', async () => {
    const form = parsed(formOf(await render('/offers', '?offer=MANCHESTER250OFF'), 'offer'));
    expect(form.querySelector('input[name="offerCode"]')?.getAttribute('value')).toBe('MANCHESTER250OFF');
  });
});

describe('the browser taking over a server-rendered form', () => {
  let hydrated: Root | null = null;
  afterEach(() => {
    act(() => hydrated?.unmount());
    hydrated = null;
    document.body.innerHTML = '';
    window.history.replaceState(null, '', '/');
    vi.restoreAllMocks();
  });

  it.each([
    ['/about-us', ''],
    ['/about-us', '?sent=EQ-7K3P9Q&utm_source=newsletter'],
    ['/offers', '?offer=MANCHESTER250OFF'],
  ])('hydrates %s%s without a mismatch', async (path, search) => {
    const data = await pageData(path, search, {
      [formDataKey.reply('contact')]: {
        values: { name: 'Ada' },
        fields: { email: formMessages.email },
        message: 'No.',
      },
    });
    const html = await renderPageHtml(path, search, data, contentNow);
    const root = document.createElement('div');
    root.innerHTML = html;
    document.body.append(root);
    const errors: unknown[] = [];
    vi.spyOn(console, 'error').mockImplementation((...args) => {
      // Both renderers run in this one process here (never in a browser): React notes it, harmlessly.
      if (String(args[0]).includes('multiple renderers concurrently')) return;
      errors.push(args);
    });
    const services = createTestContainer({
      catalogue: 'memory',
      content: 'memory',
      initialData: data,
      startMs: contentNow,
      enquirySender: new MemoryEnquirySender(),
      utm: utmFromSearch(search),
    });
    // The browser's own location, as main.tsx hydrates with.
    window.history.replaceState(null, '', `${path}${search}`);
    await act(async () => {
      hydrated = hydrateRoot(
        root,
        <StrictMode>
          <ServicesProvider container={services.container}>
            {/*
              The browser's own location, as main.tsx has it. Named here because the server's renders
              in this same process can leave their router in React's shared context (the warning about
              multiple renderers above); a browser runs only the client renderer.
            */}
            <Router hook={useBrowserLocation}>
              <App />
            </Router>
          </ServicesProvider>
        </StrictMode>,
        { onRecoverableError: (error) => void errors.push(error) },
      );
    });
    // Hydrated (once the form's lazy code is in): the form is the app's now (it checks the answers itself).
    await waitFor(() => {
      const form = root.querySelector<HTMLFormElement>('section.enquiry-section form');
      if (form) expect(form.noValidate).toBe(true);
      else expect(root.querySelector('.enquiry-reference')?.textContent).toBe('EQ-7K3P9Q');
    });
    expect(errors).toEqual([]);
  });
});
