import { ChatContactStore } from '../../../application/chat/chat-contact.store';
import { ChatConversation } from '../../../application/chat/chat-conversation.store';
import type { Utm } from '../../../domain/enquiries/enquiry';
import type { EnquirySender } from '../../../ports/enquiry-sender.port';
import type { KeyValueStorage } from '../../../ports/key-value-storage.port';

/** The chat conversation over the container's ports; loaded with the panel (see chat-module.ts). */
export function createChatConversation(sender: EnquirySender, storage: KeyValueStorage, utm: Utm): ChatConversation {
  return new ChatConversation(sender, new ChatContactStore(storage), utm);
}
