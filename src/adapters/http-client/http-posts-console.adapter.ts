import type { FaqMove, PostsConsole } from '../../ports/posts-console.port';
import type { ContentEntities } from '../../ports/posts-editor.port';
import { postsConsoleContract } from '../contracts/posts-console.contract';
import { callEndpoint } from './call-endpoint';
import type { Fetch } from './get-json';
import { HttpVersionedRecords } from './http-versioned-records';

const contract = postsConsoleContract;

/**
 * The console's posts, FAQs and offers over the API (/api/admin/content), with the session cookie;
 * every answer parsed by their contract (posts-console.contract.ts).
 */
export class HttpPostsConsole extends HttpVersionedRecords<ContentEntities> implements PostsConsole {
  constructor(fetchFn: Fetch) {
    super(fetchFn, contract);
  }

  async moveFaq(id: string, direction: 'up' | 'down', version: number): Promise<FaqMove> {
    const request = { params: { id }, body: { direction, version } };
    const answer = await callEndpoint(this.fetchFn, contract.moveFaq, request, 'The question could not be moved.');
    if (answer.status === 200) return { kind: 'moved', faqs: answer.body.faqs };
    return { kind: 'refused', message: answer.body.message };
  }

  async preview(body: string): Promise<string> {
    const answer = await callEndpoint(
      this.fetchFn,
      contract.previewPost,
      { body: { body } },
      'The preview could not be made.',
    );
    return answer.body.html;
  }
}
