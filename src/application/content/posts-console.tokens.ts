import type { PostsConsole } from '../../ports/posts-console.port';
import { type Token, token } from '../../ports/token';
import type { EditPostsContent } from './posts-console.use-case';

/** The console's posts, FAQs and offers, by token (bound in the server's composition root). */
export const EDIT_POSTS_CONTENT: Token<EditPostsContent> = token<EditPostsContent>('EditPostsContent');
/**
 * The console screens' posts, FAQs and offers: the port's calls as they are (the console's
 * composition binds the port's adapter here, with no class forwarding each call; issue 36 item 2),
 * by a token the screens may resolve where they may not resolve a port's.
 */
export const POSTS_CONSOLE_STORE: Token<PostsConsole> = token<PostsConsole>('PostsConsoleStore');
