import type { FormKind } from '../../domain/enquiries/enquiry';
import type { EnquirySender, FormEnquiry, RoomFinderEnquiry, SendResult } from '../../ports/enquiry-sender.port';

/**
 * The browser's side of an enquiry: one of the nine forms or the room finder's answers, sent to the
 * server. Never rejects: an enquiry that could not be sent is an `unreachable` refusal with a message
 * to show, so the visitor keeps what they typed and can try again.
 */
export class SendEnquiry {
  constructor(private readonly sender: Pick<EnquirySender, 'sendForm' | 'sendRoomFinder'>) {}

  form(kind: FormKind, enquiry: FormEnquiry): Promise<SendResult> {
    return this.sender.sendForm(kind, enquiry).catch(() => unreachable);
  }

  roomFinder(enquiry: RoomFinderEnquiry): Promise<SendResult> {
    return this.sender.sendRoomFinder(enquiry).catch(() => unreachable);
  }
}

/** What a visitor is told when the server could not be reached (or the sender's code could not load). */
export const unreachable: SendResult = {
  ok: false,
  reason: 'unreachable',
  message: 'We could not reach our server. Check your connection and try again; nothing you typed is lost.',
  fields: {},
};
