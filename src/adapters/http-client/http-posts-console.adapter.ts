import type { FaqMove, PostsConsole } from '../../ports/posts-console.port';
import type { ContentEntities } from '../../ports/posts-editor.port';
import { jsonRequest, messageOf } from './api-call';
import { HttpVersionedRecords } from './http-versioned-records';

type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

const base = '/api/admin/content';

/** The console's posts, FAQs and offers over the API (/api/admin/content), with the session cookie. */
export class HttpPostsConsole extends HttpVersionedRecords<ContentEntities> implements PostsConsole {
  constructor(fetchFn: Fetch) {
    super(fetchFn, base, { post: 'posts', faq: 'faqs', offer: 'offers' });
  }

  private send(path: string, method: string, payload: object) {
    return this.call(path, jsonRequest(method, payload));
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
