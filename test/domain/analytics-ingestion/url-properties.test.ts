import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { withoutUrlSecrets } from '../../../src/domain/analytics-ingestion/url-properties';

const manageLink = 'https://digs.test/viewing-detail?ref=VW-7K2Q9&token=eyJzZWNyZXQiOnRydWV9.c2ln';

describe('URL properties without their secrets', () => {
  it('keeps a page view’s URLs without their query and fragment (a manage link’s token among them)', () => {
    expect(
      withoutUrlSecrets({
        '[Amplitude] Page Location': manageLink,
        '[Amplitude] Page URL': 'https://digs.test/viewing-detail#token=abc',
        '[Amplitude] Page Path': '/viewing-detail?token=abc',
        '[Amplitude] Page Title': 'Your viewing? | Digs',
        '[Amplitude] Page Domain': 'digs.test',
        '[Amplitude] Previous Page Location': `${manageLink}#again`,
        referrer: 'https://mail.example/inbox?session=s3cr3t',
        referring_domain: 'mail.example',
        utm_source: 'newsletter',
        page_location: manageLink,
        error_source: manageLink,
      }),
    ).toEqual({
      '[Amplitude] Page Location': 'https://digs.test/viewing-detail',
      '[Amplitude] Page URL': 'https://digs.test/viewing-detail',
      '[Amplitude] Page Path': '/viewing-detail',
      '[Amplitude] Page Title': 'Your viewing? | Digs',
      '[Amplitude] Page Domain': 'digs.test',
      '[Amplitude] Previous Page Location': 'https://digs.test/viewing-detail',
      referrer: 'https://mail.example/inbox',
      referring_domain: 'mail.example',
      utm_source: 'newsletter',
      page_location: 'https://digs.test/viewing-detail',
      error_source: 'https://digs.test/viewing-detail',
    });
  });

  it('keeps the booking’s step, which the report’s funnel reads, and nothing else of the query', () => {
    expect(
      withoutUrlSecrets({
        '[Amplitude] Page Location': 'https://digs.test/book-a-viewing/oak-house?token=abc&step=done#top',
        page_location: '/book-a-viewing/oak-house?email=someone%40example.com&step=details',
      }),
    ).toEqual({
      '[Amplitude] Page Location': 'https://digs.test/book-a-viewing/oak-house?step=done',
      page_location: '/book-a-viewing/oak-house?step=details',
    });
  });

  it('drops a user name and password from a URL, and properties that are only a query or fragment', () => {
    expect(
      withoutUrlSecrets({
        '[Amplitude] URL': 'https://user:pa55@api.example/v1?key=k',
        '[Amplitude] URL Query': 'key=k',
        '[Amplitude] URL Fragment': 'access_token=t',
        '[Amplitude] Element Href': 'mailto:someone@example.com?subject=Hi',
      }),
    ).toEqual({
      '[Amplitude] URL': 'https://api.example/v1',
      '[Amplitude] Element Href': 'mailto:someone@example.com',
    });
  });

  it('keeps a referrer without any query, the step included: a manage link followed from an e-mail leaves no token', () => {
    expect(
      withoutUrlSecrets({
        '[Amplitude] Page Referrer': manageLink,
        '[Amplitude] Referrer': 'https://digs.test/book-a-viewing/oak-house?step=done&token=abc#top',
        referrer: 'https://digs.test/viewing-detail?step=details&token=abc',
        page_referrer: '/viewing-detail?token=abc',
        '[Amplitude] Page Location': 'https://digs.test/book-a-viewing/oak-house?step=done&token=abc',
      }),
    ).toEqual({
      '[Amplitude] Page Referrer': 'https://digs.test/viewing-detail',
      '[Amplitude] Referrer': 'https://digs.test/book-a-viewing/oak-house',
      referrer: 'https://digs.test/viewing-detail',
      page_referrer: '/viewing-detail',
      '[Amplitude] Page Location': 'https://digs.test/book-a-viewing/oak-house?step=done',
    });
  });

  it('leaves other properties and values that are not text as they came', () => {
    const properties = { search: 'rooms?token=x', '[Amplitude] Page Location': 42, referrer: null, list: ['a?b'] };
    expect(withoutUrlSecrets(properties)).toEqual(properties);
  });

  it('leaves no fragment and no query parameter but the step in any URL, and is idempotent', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.webUrl({ withQueryParameters: true, withFragments: true }),
          fc.string(),
          fc.webPath().chain((path) => fc.webQueryParameters().map((query) => `${path}?${query}&step=done`)),
        ),
        (url) => {
          const kept = withoutUrlSecrets({ '[Amplitude] Page Location': url })['[Amplitude] Page Location'];
          expect(typeof kept).toBe('string');
          const text = String(kept);
          expect(text).not.toContain('#');
          const query = text.includes('?') ? text.slice(text.indexOf('?') + 1) : '';
          expect([...new URLSearchParams(query).keys()].every((name) => name === 'step')).toBe(true);
          expect(withoutUrlSecrets({ '[Amplitude] Page Location': text })['[Amplitude] Page Location']).toBe(text);
        },
      ),
    );
  });
});
