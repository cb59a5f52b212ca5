import type { Types } from '@amplitude/analytics-browser';
import { classifyUpload, type UploadStatus } from '../../domain/analytics/upload-status';

type Transport = Types.BrowserConfig['transportProvider'];
type Payload = Parameters<Transport['send']>[1];
type Response = NonNullable<Awaited<ReturnType<Transport['send']>>>;

/** The SDK's names for the spec's statuses (its Status enum, whose timeout is spelt "Timeout"). */
const sdkStatus: Record<UploadStatus, string> = {
  success: 'success',
  rate_limit: 'rate_limit',
  payload_too_large: 'payload_too_large',
  timeout: 'Timeout',
  invalid: 'invalid',
  failed: 'failed',
  unknown: 'unknown',
};

/** Above this the browser refuses a keepalive request (as the SDK's own fetch transport). */
const KEEPALIVE_LIMIT_BYTES = 16 * 1024;

type Answer = Record<string, unknown>;
const num = (value: unknown) => (typeof value === 'number' ? value : 0);
const str = (value: unknown) => (typeof value === 'string' ? value : '');
const obj = (value: unknown) => (value && typeof value === 'object' && !Array.isArray(value) ? value : {});
const list = (value: unknown) => (Array.isArray(value) ? value : []);

/**
 * Posts the SDK's batches with fetch and answers it with the status the domain gives the HTTP
 * code (spec section 8), so the retry, halve and drop decisions follow that rule, not the body's
 * own `code`. Closed on withdrawal: a batch still due is dropped unsent.
 */
export class ClassifyingTransport implements Transport {
  private closed = false;

  constructor(private readonly fetchFn: typeof fetch) {}

  close(): void {
    this.closed = true;
  }

  async send(serverUrl: string, payload: Payload): Promise<Response | null> {
    if (this.closed) return null;
    const body = JSON.stringify(payload);
    const answer = await this.fetchFn(serverUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: '*/*' },
      body,
      keepalive: body.length <= KEEPALIVE_LIMIT_BYTES,
    });
    let json: Answer = {};
    try {
      json = obj(JSON.parse(await answer.text())) as Answer;
    } catch {
      // Not JSON (a proxy's error page): the status alone decides.
    }
    return toResponse(answer.status, json);
  }
}

function toResponse(statusCode: number, json: Answer): Response {
  const status = classifyUpload(statusCode);
  const response = { status: sdkStatus[status], statusCode } as Response;
  switch (status) {
    case 'success':
      return {
        ...response,
        body: {
          eventsIngested: num(json.events_ingested),
          payloadSizeBytes: num(json.payload_size_bytes),
          serverUploadTime: num(json.server_upload_time),
        },
      } as Response;
    case 'invalid':
      return {
        ...response,
        body: {
          error: str(json.error),
          missingField: str(json.missing_field),
          eventsWithInvalidFields: obj(json.events_with_invalid_fields),
          eventsWithMissingFields: obj(json.events_with_missing_fields),
          eventsWithInvalidIdLengths: obj(json.events_with_invalid_id_lengths),
          epsThreshold: 0,
          exceededDailyQuotaDevices: obj(json.exceeded_daily_quota_devices),
          silencedDevices: list(json.silenced_devices),
          silencedEvents: list(json.silenced_events),
          throttledDevices: obj(json.throttled_devices),
          throttledEvents: list(json.throttled_events),
        },
      } as Response;
    case 'payload_too_large':
      return { ...response, body: { error: str(json.error) } } as Response;
    case 'rate_limit':
      return {
        ...response,
        body: {
          error: str(json.error),
          epsThreshold: num(json.eps_threshold),
          throttledDevices: obj(json.throttled_devices),
          throttledUsers: obj(json.throttled_users),
          exceededDailyQuotaDevices: obj(json.exceeded_daily_quota_devices),
          exceededDailyQuotaUsers: obj(json.exceeded_daily_quota_users),
          throttledEvents: list(json.throttled_events),
        },
      } as Response;
    default:
      return response;
  }
}
