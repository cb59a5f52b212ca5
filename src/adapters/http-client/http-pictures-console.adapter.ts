import type { GalleryEdit } from '../../domain/catalogue/gallery';
import type {
  AltOutcome,
  GalleryAnswer,
  GalleryRef,
  PictureListOutcome,
  PicturesConsole,
  PicturesDenied,
  PictureUploadOutcome,
} from '../../ports/pictures-console.port';
import { ConsoleUnavailable } from '../../ports/staff-console.port';
import { urlOf } from '../contracts/endpoint';
import { galleryChangeOf, picturesConsoleContract } from '../contracts/pictures-console.contract';
import type { ApiAnswer } from './api-call';
import { answerOf, callEndpoint, notUnderstood } from './call-endpoint';
import type { Fetch } from './get-json';

/** What sends an upload: XMLHttpRequest by default (it reports upload progress; fetch does not everywhere). */
export type UploadSender = (url: string, body: FormData, progress: (fraction: number) => void) => Promise<ApiAnswer>;

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

const contract = picturesConsoleContract;

const galleryOf = (ref: GalleryRef) => (ref.kind === 'residence' ? contract.residence : contract.room_type);

/** For a status the contract does not declare, when the server gave no message. */
const fallback = 'Something went wrong with the pictures. Please try again.';

/** 401 and 403 are values in the port's terms. */
const deniedOf = (status: 401 | 403): PicturesDenied =>
  status === 401 ? { kind: 'signed-out' } : { kind: 'forbidden' };

/**
 * The console's pictures API from the browser (pictures-console.contract.ts): every answer parsed
 * by its contract, and HTTP statuses become the port's outcomes here.
 */
export class HttpPicturesConsole implements PicturesConsole {
  constructor(
    private readonly fetchFn: Fetch,
    private readonly send: UploadSender = xhrUpload,
  ) {}

  async upload(file: File, alt: string, progress: (fraction: number) => void): Promise<PictureUploadOutcome> {
    const form = new FormData();
    form.append('alt', alt);
    form.append('file', file, file.name);
    const answer = answerOf(contract.upload, await this.send(urlOf(contract.upload), form, progress), fallback);
    switch (answer.status) {
      case 201: {
        const [uploaded] = answer.body.pictures;
        if (!uploaded) throw new ConsoleUnavailable(notUnderstood);
        return { kind: 'uploaded', picture: uploaded };
      }
      case 401:
      case 403:
        return deniedOf(answer.status);
      default: {
        // The file's own message (`file.0`) first; a file name before it is the server's, not the operator's.
        const message = Object.values(answer.body.fields ?? {})[0] ?? answer.body.message;
        return { kind: 'refused', message: message.replace(/^[^:]*\.[a-z0-9]+: /i, '') };
      }
    }
  }

  async list(query: { search?: string; offset: number; limit: number }): Promise<PictureListOutcome> {
    const answer = await callEndpoint(this.fetchFn, contract.list, { query }, fallback);
    switch (answer.status) {
      case 200:
        return { kind: 'listed', pictures: answer.body.pictures, total: answer.body.total };
      case 400:
        throw new ConsoleUnavailable(answer.body.message);
      default:
        return deniedOf(answer.status);
    }
  }

  async editAlt(id: string, alt: string): Promise<AltOutcome> {
    const answer = await callEndpoint(this.fetchFn, contract.editAlt, { params: { id }, body: { alt } }, fallback);
    switch (answer.status) {
      case 200:
        return { kind: 'saved', picture: answer.body.picture };
      case 400:
        return { kind: 'invalid', message: answer.body.message };
      case 404:
        return { kind: 'not-found' };
      default:
        return deniedOf(answer.status);
    }
  }

  async gallery(ref: GalleryRef) {
    return galleryAnswer(await callEndpoint(this.fetchFn, galleryOf(ref).read, { params: { id: ref.id } }, fallback));
  }

  async attach(ref: GalleryRef, mediaIds: readonly string[], expected: readonly string[]) {
    const body = { mediaIds, expected };
    return galleryAnswer(await callEndpoint(this.fetchFn, galleryOf(ref).attach, { params: ref, body }, fallback));
  }

  async reorder(ref: GalleryRef, order: readonly string[], expected: readonly string[]) {
    const body = { order, expected };
    return galleryAnswer(await callEndpoint(this.fetchFn, galleryOf(ref).reorder, { params: ref, body }, fallback));
  }

  async remove(ref: GalleryRef, mediaId: string, expected: readonly string[]) {
    const params = { id: ref.id, mediaId };
    const body = { expected };
    return galleryAnswer(await callEndpoint(this.fetchFn, galleryOf(ref).remove, { params, body }, fallback));
  }

  async edit(ref: GalleryRef, edit: GalleryEdit, expected: readonly string[]) {
    if (edit.kind === 'remove') return this.remove(ref, edit.mediaId, expected);
    const body = { ...galleryChangeOf(edit), expected };
    return galleryAnswer(await callEndpoint(this.fetchFn, galleryOf(ref).edit, { params: ref, body }, fallback));
  }
}

/** A gallery's answer (the same for reading it and for every change) in the port's terms. */
function galleryAnswer(
  answer: Awaited<ReturnType<typeof callEndpoint<typeof contract.residence.read>>>,
): GalleryAnswer {
  switch (answer.status) {
    case 200:
      return { kind: 'gallery', gallery: answer.body.gallery };
    case 400:
      return { kind: 'invalid', message: answer.body.message };
    case 404:
      return { kind: 'not-found' };
    case 409:
      return { kind: 'stale', message: answer.body.message, current: answer.body.current };
    default:
      return deniedOf(answer.status);
  }
}
