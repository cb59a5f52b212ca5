import { BehaviorSubject, map, type Observable, of, shareReplay, switchMap } from 'rxjs';
import type { Resource, ResourceStreams } from '../../domain/catalogue/resource-streams';
import type { FormKind } from '../../domain/enquiries/enquiry';
import type { EnquirySender } from '../../ports/enquiry-sender.port';

/** The page data keys of a form page, shared by the server that injects them and the browser that reads them. */
export const formDataKey = {
  /** `{ formToken }`: when the page was served, signed by the server. */
  token: () => 'form-token',
  /** `{ values, fields, message }`: the server's refusal of this form, posted without JavaScript. */
  reply: (kind: FormKind) => `form-reply:${kind}`,
} as const;

export interface FormTokenAnswer {
  readonly formToken: string;
}

/** The server's refusal of a form posted without JavaScript, rendered into the page it answered with. */
export interface FormReply {
  /** What the visitor posted, by field (see valuesFromReply). */
  readonly values: Readonly<Record<string, unknown>>;
  /** A message per field. */
  readonly fields: Readonly<Record<string, string>>;
  readonly message: string;
}

const noReply: Resource<FormReply> = { status: 'not-found' };

function isFormReply(value: unknown): value is FormReply {
  if (typeof value !== 'object' || value === null) return false;
  const { values, fields, message } = value as Record<string, unknown>;
  return (
    typeof message === 'string' &&
    typeof values === 'object' &&
    values !== null &&
    typeof fields === 'object' &&
    fields !== null &&
    Object.values(fields).every((m) => typeof m === 'string')
  );
}

/**
 * The forms' page state as streams, over the shared ResourceStreams (primed with the page's data):
 * the form token (the page's on first load; asked for once when a form is reached by navigating;
 * replaced by the fresh one a refusal hands back) and the reply to a form posted without
 * JavaScript (primed only: the browser never asks for one).
 */
export class EnquiryFormStore {
  private readonly renewed = new BehaviorSubject<FormTokenAnswer | null>(null);
  private token$: Observable<Resource<FormTokenAnswer>> | null = null;
  private readonly replies = new Map<FormKind, Observable<Resource<FormReply>>>();
  private latestToken = '';

  constructor(
    private readonly sender: Pick<EnquirySender, 'formToken'>,
    private readonly streams: ResourceStreams,
  ) {}

  formToken$(): Observable<Resource<FormTokenAnswer>> {
    // The served (or asked for) token until a refusal hands back a fresh one; the operators the
    // answer streams use already, so the first load carries no more of RxJS.
    this.token$ ??= this.renewed.pipe(
      switchMap(
        (fresh): Observable<Resource<FormTokenAnswer>> =>
          fresh
            ? of({ status: 'ready', value: fresh })
            : this.streams.stream(formDataKey.token(), async () => {
                const formToken = await this.sender.formToken();
                return formToken === null ? null : { formToken };
              }),
      ),
      map((resource) => {
        if (resource.status === 'ready') this.latestToken = resource.value.formToken;
        return resource;
      }),
      shareReplay({ bufferSize: 1, refCount: false }),
    );
    return this.token$;
  }

  /** The token to send now ("" while none has arrived). */
  currentToken(): string {
    this.formToken$().subscribe().unsubscribe();
    return this.latestToken;
  }

  /** The fresh token a refusal handed back (a form sent too fast, or shown too long ago). */
  renewToken(formToken: string): void {
    this.renewed.next({ formToken });
  }

  formReply$(kind: FormKind): Observable<Resource<FormReply>> {
    let reply = this.replies.get(kind);
    if (!reply) {
      reply = this.streams
        .stream<unknown>(formDataKey.reply(kind), async () => null)
        .pipe(
          map(
            (r): Resource<FormReply> =>
              r.status === 'ready'
                ? isFormReply(r.value)
                  ? { status: 'ready', value: r.value }
                  : noReply
                : (r as Resource<FormReply>),
          ),
          shareReplay({ bufferSize: 1, refCount: false }),
        );
      this.replies.set(kind, reply);
    }
    return reply;
  }
}
