import type { PostsConsole } from '../../ports/posts-console.port';
import type { ContentEntity } from '../../ports/posts-editor.port';

/**
 * The console's posts, FAQs and offers for its screens (issue 19 item 1), as the pages' and the
 * catalogue's screens have theirs: the screens reach the API through this, never the port. It
 * holds no state; refusals are values and a failure to reach the server rejects, as the port's.
 */
export class PostsConsoleStore implements PostsConsole {
  constructor(private readonly api: PostsConsole) {}

  list<K extends ContentEntity>(kind: K) {
    return this.api.list(kind);
  }

  get<K extends ContentEntity>(kind: K, id: string) {
    return this.api.get(kind, id);
  }

  create<K extends ContentEntity>(kind: K, fields: Readonly<Record<string, unknown>>) {
    return this.api.create(kind, fields);
  }

  update<K extends ContentEntity>(kind: K, id: string, version: number, changes: Readonly<Record<string, unknown>>) {
    return this.api.update(kind, id, version, changes);
  }

  remove(kind: ContentEntity, id: string, version: number) {
    return this.api.remove(kind, id, version);
  }

  moveFaq(id: string, direction: 'up' | 'down', version: number) {
    return this.api.moveFaq(id, direction, version);
  }

  /** A post body as the post page will show it (HTML made on the server, inert). */
  preview(body: string) {
    return this.api.preview(body);
  }
}
