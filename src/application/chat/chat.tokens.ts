import type { ChatPanelStore } from '../../domain/chat/chat-panel.store';
import { type Token, token } from '../../ports/token';
import type { ChatConversation } from './chat-conversation.store';

/** The chat widget's application services, by token. */
/** Whether the chat panel is open: on every page, so in the first load (it is a few lines). */
export const CHAT_PANEL_STORE: Token<ChatPanelStore> = /* @__PURE__ */ token<ChatPanelStore>('ChatPanelStore');
/** The chat conversation, whose code loads with the panel: the first call loads it, later calls give
 * the same one. (When its code cannot be loaded the widget sends the visitor to the contact page.) */
export const CHAT_CONVERSATION: Token<() => Promise<ChatConversation>> =
  /* @__PURE__ */ token<() => Promise<ChatConversation>>('ChatConversation');
