import { type Token, token } from '../../ports/token';
import type { PostsConsoleStore } from './posts-console.store';
import type { EditPostsContent } from './posts-console.use-case';

/** The console's posts, FAQs and offers, by token (bound in the server's composition root). */
export const EDIT_POSTS_CONTENT: Token<EditPostsContent> = token<EditPostsContent>('EditPostsContent');
export const POSTS_CONSOLE_STORE: Token<PostsConsoleStore> = token<PostsConsoleStore>('PostsConsoleStore');
