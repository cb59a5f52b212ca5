import type { ContentRemoval, ContentSave, FaqMove, PostsConsole } from '../../ports/posts-console.port';
import type { ContentEntities, ContentEntity } from '../../ports/posts-editor.port';
import { type ApiAnswer, callApi, jsonRequest, messageOf, signedIn } from './api-call';

type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

const paths: Readonly<Record<ContentEntity, string>> = { post: 'posts', faq: 'faqs', offer: 'offers' };
const base = '/api/admin/content';

interface ErrorBody {
  readonly error?: string;
  readonly message?: string;
  readonly fields?: Record<string, string>;
  readonly current?: unknown;
}

/** The console's posts, FAQs and offers over the API (/api/admin/content), with the session cookie. */
export class HttpPostsConsole implements PostsConsole {
  constructor(private readonly fetchFn: Fetch) {}

  private async call(path: string, init: RequestInit = {}): Promise<ApiAnswer> {
    return signedIn(await callApi(this.fetchFn, path, init));
  }

  private send(path: string, method: string, payload: object) {
    return this.call(path, jsonRequest(method, payload));
  }

  async list<K extends ContentEntity>(kind: K) {
    const { status, body } = await this.call(`${base}/${paths[kind]}`);
    if (status !== 200) throw new Error(messageOf(body, 'The list could not be read.'));
    return (body as { items: ContentEntities[K][] }).items;
  }

  async get<K extends ContentEntity>(kind: K, id: string) {
    const { status, body } = await this.call(`${base}/${paths[kind]}/${encodeURIComponent(id)}`);
    if (status === 404) return null;
    if (status !== 200) throw new Error(messageOf(body, 'The record could not be read.'));
    return body as ContentEntities[K];
  }

  create<K extends ContentEntity>(kind: K, fields: Readonly<Record<string, unknown>>) {
    return this.save<K>(`${base}/${paths[kind]}`, 'POST', fields);
  }

  update<K extends ContentEntity>(kind: K, id: string, version: number, changes: Readonly<Record<string, unknown>>) {
    return this.save<K>(`${base}/${paths[kind]}/${encodeURIComponent(id)}`, 'PATCH', { ...changes, version });
  }

  private async save<K extends ContentEntity>(path: string, method: string, payload: object): Promise<ContentSave<K>> {
    const { status, body } = await this.send(path, method, payload);
    const error = (body ?? {}) as ErrorBody;
    if (status === 200 || status === 201) return { kind: 'saved', record: body as ContentEntities[K] };
    if (status === 400)
      return { kind: 'invalid', message: messageOf(body, 'Check the fields.'), fields: error.fields ?? {} };
    if (status === 409 && error.error === 'stale')
      return {
        kind: 'stale',
        message: messageOf(body, 'Someone changed this.'),
        current: error.current as ContentEntities[K],
      };
    return { kind: 'refused', message: messageOf(body, 'That was refused.') };
  }

  async remove(kind: ContentEntity, id: string, version: number): Promise<ContentRemoval> {
    const { status, body } = await this.call(`${base}/${paths[kind]}/${encodeURIComponent(id)}?version=${version}`, {
      method: 'DELETE',
    });
    if (status === 204) return { kind: 'deleted' };
    if (status === 409 && (body as ErrorBody | null)?.error === 'stale')
      return { kind: 'stale', message: messageOf(body, 'Someone changed this.') };
    return { kind: 'refused', message: messageOf(body, 'That was refused.') };
  }

  async moveFaq(id: string, direction: 'up' | 'down', version: number): Promise<FaqMove> {
    const { status, body } = await this.send(`${base}/faqs/${encodeURIComponent(id)}/move`, 'POST', {
      direction,
      version,
    });
    if (status === 200) return { kind: 'moved', faqs: (body as { faqs: ContentEntities['faq'][] }).faqs };
    return { kind: 'refused', message: messageOf(body, 'The question could not be moved.') };
  }

  async preview(body: string): Promise<string> {
    const answer = await this.send(`${base}/posts/preview`, 'POST', { body });
    if (answer.status !== 200) throw new Error(messageOf(answer.body, 'The preview could not be made.'));
    return (answer.body as { html: string }).html;
  }
}
