import { describe, expect, it } from 'vitest';
import { ClassifyingTransport } from '../../src/adapters/amplitude/classifying-transport';

const payload = { api_key: 'k', events: [{ event_type: 'page_viewed' }] } as never;

function answering(status: number, body: unknown) {
  const seen: { url: string; init: RequestInit | undefined }[] = [];
  const fetchFn = (async (url: string, init?: RequestInit) => {
    seen.push({ url, init });
    return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status });
  }) as typeof fetch;
  return { transport: new ClassifyingTransport(fetchFn), seen };
}

describe('the upload transport: the HTTP status decides, as spec section 8 says', () => {
  it('posts the batch as JSON and reads a success', async () => {
    const { transport, seen } = answering(200, {
      code: 200,
      events_ingested: 1,
      payload_size_bytes: 50,
      server_upload_time: 7,
    });
    const response = await transport.send('http://x/api/analytics/2/httpapi', payload);
    expect(response).toEqual({
      status: 'success',
      statusCode: 200,
      body: { eventsIngested: 1, payloadSizeBytes: 50, serverUploadTime: 7 },
    });
    expect(seen[0]?.init?.method).toBe('POST');
    expect(JSON.parse(String(seen[0]?.init?.body))).toEqual(payload);
    expect(seen[0]?.init?.keepalive).toBe(true);
  });

  it.each([
    [429, 'rate_limit'],
    [413, 'payload_too_large'],
    [408, 'Timeout'],
    [400, 'invalid'],
    [503, 'failed'],
    [302, 'unknown'],
  ])('%i gives the SDK status %s, whatever code the body claims', async (code, status) => {
    const { transport } = answering(code, { code: 200 });
    expect(await transport.send('http://x', payload)).toMatchObject({ status, statusCode: code });
  });

  it('reads the refusal details the SDK acts on', async () => {
    const { transport } = answering(400, {
      code: 400,
      error: 'Request missing required field',
      missing_field: 'api_key',
    });
    expect(await transport.send('http://x', payload)).toMatchObject({
      status: 'invalid',
      body: { error: 'Request missing required field', missingField: 'api_key', eventsWithInvalidFields: {} },
    });
  });

  it('copes with an answer that is not JSON (a proxy’s error page)', async () => {
    const { transport } = answering(502, '<html>Bad gateway</html>');
    expect(await transport.send('http://x', payload)).toEqual({ status: 'failed', statusCode: 502 });
  });

  it('sends nothing once closed (consent withdrawn)', async () => {
    const { transport, seen } = answering(200, {});
    transport.close();
    expect(await transport.send('http://x', payload)).toBeNull();
    expect(seen).toEqual([]);
  });
});
