import type { ContentWriter } from '../../ports/content-writer.port';
import { type CreateOutcome, invalid } from '../catalogue/catalogue-inputs';
import { type PostInput, postInput } from './content-inputs';

/** Creates a blog post; it shows from its publication time on. */
export class CreatePost {
  constructor(private readonly content: ContentWriter) {}

  async run(input: PostInput): Promise<CreateOutcome> {
    const parsed = postInput.safeParse(input);
    if (!parsed.success) return invalid(parsed.error);
    if (await this.content.hasPost(parsed.data.slug)) return { outcome: 'slug_taken' };
    return { outcome: 'created', id: await this.content.addPost(parsed.data) };
  }
}
