import type { DatabaseHandle } from '../adapters/postgres/database';
import type { SubmitEnquiry } from '../application/enquiries/submit-enquiry.use-case';
import type { DeliverMail } from '../application/mail/deliver-mail.use-case';
import type { DescribePage } from '../application/site/describe-page.use-case';
import type { ViewingBookings } from '../application/viewings/viewing-bookings.use-case';
import { type Token, token } from '../ports/token';

/** Tokens the server's composition root binds beside the ports. */
export const DATABASE: Token<DatabaseHandle> = token<DatabaseHandle>('server.Database');
export const DESCRIBE_PAGE: Token<DescribePage> = token<DescribePage>('server.DescribePage');
export const VIEWING_BOOKINGS: Token<ViewingBookings> = token<ViewingBookings>('server.ViewingBookings');
export const DELIVER_MAIL: Token<DeliverMail> = token<DeliverMail>('server.DeliverMail');
export const SUBMIT_ENQUIRY: Token<SubmitEnquiry> = token<SubmitEnquiry>('server.SubmitEnquiry');
