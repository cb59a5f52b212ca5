// The page's initial data: in the page, or at the address a small page names (ADR 067).
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { readPageData } from '../../src/ui/page-data';
import { server } from './msw-server';

function carried(text: string) {
  document.body.innerHTML = `<script id="digs-data" type="application/json">${text}</script>`;
}
function named(address: string) {
  document.body.innerHTML = `<script id="digs-data" type="application/json" data-src="${address}"></script>`;
}

describe("the page's data", () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('are read from the page when it carries them; nothing readable is no data', async () => {
    carried('{"city":{"name":"Manchester"}}');
    expect(await readPageData(document)).toEqual({ city: { name: 'Manchester' } });
    carried('{"broken"');
    expect(await readPageData(document)).toEqual({});
    carried('[1]');
    expect(await readPageData(document)).toEqual({});
    document.body.innerHTML = '';
    expect(await readPageData(document)).toEqual({});
  });

  it('are fetched from the address a small page names', async () => {
    server.use(http.get('/api/page-data/abc', ({ request }) => HttpResponse.json({ at: new URL(request.url).search })));
    named('/api/page-data/abc?at=%2Fmanchester');
    expect(await readPageData(document)).toEqual({ at: '?at=%2Fmanchester' });
  });

  it('are none when the page has changed since, the network failed, or the address is not the site’s own', async () => {
    server.use(
      http.get('/api/page-data/gone', () => HttpResponse.json({ error: 'not_found' }, { status: 404 })),
      http.get('/api/page-data/down', () => HttpResponse.error()),
    );
    named('/api/page-data/gone?at=%2F');
    expect(await readPageData(document)).toBeNull();
    named('/api/page-data/down?at=%2F');
    expect(await readPageData(document)).toBeNull();
    named('https://elsewhere.test/api/page-data/x');
    expect(await readPageData(document)).toBeNull();
  });
});
