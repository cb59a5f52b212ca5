import { ContainerModule } from 'inversify';
import type { ChatConversation } from '../../../application/chat/chat-conversation.store';
import { ChatPanelStore } from '../../../domain/chat/chat-panel.store';
import type { Utm } from '../../../domain/enquiries/enquiry';
import { ENQUIRY_SENDER, type EnquirySender } from '../../../ports/enquiry-sender.port';
import { KEY_VALUE_STORAGE, type KeyValueStorage } from '../../../ports/key-value-storage.port';
import { type Token, token } from '../../../ports/token';
import { VISIT_UTM } from '../../enquiry-tokens';

/** Whether the chat panel is open: on every page, so in the first load (it is a few lines). */
export const CHAT_PANEL_STORE: Token<ChatPanelStore> = token<ChatPanelStore>('ui.ChatPanelStore');

/**
 * The chat conversation, whose code loads with the panel: the first call loads it, later calls give
 * the same one. (When its code cannot be loaded the widget sends the visitor to the contact page.)
 */
export const CHAT_CONVERSATION: Token<() => Promise<ChatConversation>> =
  token<() => Promise<ChatConversation>>('ui.ChatConversation');

/**
 * The floating widget's services, over whatever device storage and enquiry sender the container
 * binds. The server render resolves only the panel store (the panel is never open there).
 */
export const chatModule = new ContainerModule(({ bind }) => {
  bind(CHAT_PANEL_STORE).toResolvedValue(() => new ChatPanelStore());
  bind(CHAT_CONVERSATION).toResolvedValue(
    (sender: EnquirySender, storage: KeyValueStorage, utm: Utm) => {
      let loading: Promise<ChatConversation> | undefined;
      return () => (loading ??= import('./chat-services').then((m) => m.createChatConversation(sender, storage, utm)));
    },
    [ENQUIRY_SENDER, KEY_VALUE_STORAGE, VISIT_UTM],
  );
});
