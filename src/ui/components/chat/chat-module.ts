import { ContainerModule } from 'inversify';
import { CHAT_CONVERSATION, CHAT_PANEL_STORE } from '../../../application/chat/chat.tokens';
import type { ChatConversation } from '../../../application/chat/chat-conversation.store';
import { VISIT_UTM } from '../../../application/enquiries/enquiries.tokens';
import { ChatPanelStore } from '../../../domain/chat/chat-panel.store';
import type { Utm } from '../../../domain/enquiries/enquiry';
import { ENQUIRY_SENDER, type EnquirySender } from '../../../ports/enquiry-sender.port';
import { KEY_VALUE_STORAGE, type KeyValueStorage } from '../../../ports/key-value-storage.port';

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
