import * as z from 'zod/mini';
import type { GalleryEdit } from '../../domain/catalogue/gallery';
import type {
  ConsolePicture,
  GalleryAnswer,
  GalleryRef,
  PicturesConsole,
  PicturesDenied,
} from '../../ports/pictures-console.port';
import { ConsoleUnavailable } from '../../ports/staff-console.port';
import { type ApiAnswer, callApi, jsonRequest } from './api-call';
import { mediaFormatsSchema } from './catalogue.schema';
import type { Fetch } from './get-json';

const picture = z.object({
  id: z.string(),
  alt: z.string(),
  formats: mediaFormatsSchema,
  createdAt: z.string(),
});
const errorBody = z.object({
  error: z.optional(z.string()),
  message: z.optional(z.string()),
  fields: z.optional(z.record(z.string(), z.string())),
  current: z.optional(z.array(picture)),
});

const notUnderstood = 'The server sent an answer the console did not understand. Please try again.';

type Answer = ApiAnswer;

/** What sends an upload: XMLHttpRequest by default (it reports upload progress; fetch does not everywhere). */
export type UploadSender = (url: string, body: FormData, progress: (fraction: number) => void) => Promise<Answer>;

export const xhrUpload: UploadSender = (url, body, progress) =>
  new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    request.withCredentials = true;
    request.setRequestHeader('accept', 'application/json');
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) progress(event.loaded / event.total);
    });
    request.addEventListener('load', () => {
      let parsed: unknown = null;
      try {
        parsed = request.responseText ? JSON.parse(request.responseText) : null;
      } catch {
        parsed = null;
      }
      resolve({ status: request.status, body: parsed, retryAfter: request.getResponseHeader('retry-after') });
    });
    request.addEventListener('error', () => reject(new ConsoleUnavailable()));
    request.addEventListener('abort', () => reject(new ConsoleUnavailable('The upload was interrupted.')));
    request.send(body);
  });

const segment = (ref: GalleryRef) =>
  `/api/admin/catalogue/${ref.kind === 'residence' ? 'residences' : 'room-types'}/${encodeURIComponent(ref.id)}/gallery`;

/** The console's pictures API from the browser: HTTP statuses become the port's outcomes here. */
export class HttpPicturesConsole implements PicturesConsole {
  constructor(
    private readonly fetchFn: Fetch,
    private readonly send: UploadSender = xhrUpload,
  ) {}

  private call(method: string, url: string, body?: unknown): Promise<ApiAnswer> {
    return callApi(this.fetchFn, url, jsonRequest(method, body));
  }

  private checked(answer: Answer): Answer {
    if (answer.status >= 500) throw new ConsoleUnavailable(this.error(answer.body).message ?? undefined);
    return answer;
  }

  private error(body: unknown) {
    const parsed = errorBody.safeParse(body);
    return parsed.success ? parsed.data : {};
  }

  private read<T>(schema: z.ZodMiniType<T>, body: unknown): T {
    const parsed = schema.safeParse(body);
    if (!parsed.success) throw new ConsoleUnavailable(notUnderstood);
    return parsed.data;
  }

  private denied(answer: Answer): PicturesDenied | null {
    if (answer.status === 401) return { kind: 'signed-out' };
    if (answer.status === 403) return { kind: 'forbidden' };
    return null;
  }

  async upload(file: File, alt: string, progress: (fraction: number) => void) {
    const body = new FormData();
    body.append('alt', alt);
    body.append('file', file, file.name);
    const answer = this.checked(await this.send('/api/admin/media', body, progress));
    const denied = this.denied(answer);
    if (denied) return denied;
    if (answer.status === 201) {
      const [uploaded] = this.read(z.object({ pictures: z.array(picture) }), answer.body).pictures;
      if (!uploaded) throw new ConsoleUnavailable(notUnderstood);
      return { kind: 'uploaded' as const, picture: uploaded };
    }
    const error = this.error(answer.body);
    const message = Object.values(error.fields ?? {})[0] ?? error.message ?? notUnderstood;
    return { kind: 'refused' as const, message: message.replace(/^[^:]*\.[a-z0-9]+: /i, '') };
  }

  async list(query: { search?: string; offset: number; limit: number }) {
    const params = new URLSearchParams({ offset: String(query.offset), limit: String(query.limit) });
    if (query.search) params.set('search', query.search);
    const answer = await this.call('GET', `/api/admin/media?${params}`);
    const denied = this.denied(answer);
    if (denied) return denied;
    const page = this.read(z.object({ pictures: z.array(picture), total: z.number() }), answer.body);
    return { kind: 'listed' as const, ...page };
  }

  async editAlt(id: string, alt: string) {
    const answer = await this.call('PATCH', `/api/admin/media/${encodeURIComponent(id)}`, { alt });
    const denied = this.denied(answer);
    if (denied) return denied;
    if (answer.status === 404) return { kind: 'not-found' as const };
    if (answer.status === 400)
      return { kind: 'invalid' as const, message: this.error(answer.body).message ?? notUnderstood };
    return { kind: 'saved' as const, picture: this.read(z.object({ picture }), answer.body).picture };
  }

  gallery(ref: GalleryRef) {
    return this.galleryCall('GET', segment(ref));
  }

  attach(ref: GalleryRef, mediaIds: readonly string[], expected: readonly string[]) {
    return this.galleryCall('POST', segment(ref), { mediaIds, expected });
  }

  reorder(ref: GalleryRef, order: readonly string[], expected: readonly string[]) {
    return this.galleryCall('PUT', segment(ref), { order, expected });
  }

  remove(ref: GalleryRef, mediaId: string, expected: readonly string[]) {
    return this.galleryCall('DELETE', `${segment(ref)}/${encodeURIComponent(mediaId)}`, { expected });
  }

  edit(ref: GalleryRef, edit: GalleryEdit, expected: readonly string[]) {
    if (edit.kind === 'remove') return this.remove(ref, edit.mediaId, expected);
    const { kind, ...rest } = edit;
    return this.galleryCall('PATCH', segment(ref), { change: kind, ...rest, expected });
  }

  private async galleryCall(method: string, path: string, body?: unknown): Promise<GalleryAnswer> {
    const answer = await this.call(method, path, body);
    const denied = this.denied(answer);
    if (denied) return denied;
    if (answer.status === 404) return { kind: 'not-found' };
    const error = this.error(answer.body);
    if (answer.status === 409)
      return { kind: 'stale', message: error.message ?? notUnderstood, current: error.current ?? [] };
    if (answer.status === 400) return { kind: 'invalid', message: error.message ?? notUnderstood };
    const gallery: readonly ConsolePicture[] = this.read(z.object({ gallery: z.array(picture) }), answer.body).gallery;
    return { kind: 'gallery', gallery };
  }
}
