import { ContainerModule } from 'inversify';
import type { ChatConversation } from '../../../domain/chat/chat-conversation.store';
import { ChatPanelStore } from '../../../domain/chat/chat-panel.store';
import { ENQUIRY_SENDER, type EnquirySender } from '../../../ports/enquiry-sender.port';
import { KEY_VALUE_STORAGE, type KeyValueStorage } from '../../../ports/key-value-storage.port';
import { type Token, token } from '../../../ports/token';

/** Whether the chat panel is open: on every page, so in the first load (it is a few lines). */
export const CHAT_PANEL_STORE: Token<ChatPanelStore> = token<ChatPanelStore>('ui.ChatPanelStore');

/**
 * The chat conversation, whose code loads with the panel: the first call loads it and later calls
 * give the same one (a failed load is tried again on the next call).
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
    (sender: EnquirySender, storage: KeyValueStorage) => {
      let loading: Promise<ChatConversation> | null = null;
      const load = async () => {
        const [{ ChatConversation }, { ChatContactStore }] = await Promise.all([
          import('../../../domain/chat/chat-conversation.store'),
          import('../../../domain/chat/chat-contact.store'),
        ]);
        return new ChatConversation(sender, new ChatContactStore(storage));
      };
      return () => {
        loading ??= load().catch((error: unknown) => {
          loading = null;
          throw error;
        });
        return loading;
      };
    },
    [ENQUIRY_SENDER, KEY_VALUE_STORAGE],
  );
});
