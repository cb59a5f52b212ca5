import { HmacManageTokens } from '../../src/adapters/crypto/hmac-manage-tokens';
import { ManualTime } from '../../src/adapters/memory/manual-time.adapter';
import { MemoryCatalogue } from '../../src/adapters/memory/memory-catalogue.adapter';
import { MemoryMailQueue } from '../../src/adapters/memory/memory-mail-queue';
import { MemoryReservationRepository } from '../../src/adapters/memory/memory-reservation.repository';
import { DirectPayments } from '../../src/adapters/payments/direct-payments.adapter';
import { LibPhoneNumbers } from '../../src/adapters/phone/libphonenumber-phone-numbers.adapter';
import { type ConfirmRequest, Reservations } from '../../src/application/reservations/reservations.use-case';
import type { Payments } from '../../src/ports/payments.port';
import type { ReservableOption, ReservationRepository } from '../../src/ports/reservation-repository.port';
import { fixtureSettings, fixtureSlice } from './catalogue-fixture';

/** The key the reservation tests sign owner tokens with. */
export const reservationTokens = new HmacManageTokens(new Uint8Array(32).fill(5));

export const anOption = (overrides: Partial<ReservableOption> = {}): ReservableOption => ({
  tenancyOptionId: '00000000-0000-4000-8000-0000000b0001',
  // Not started on the tests' day (1 Feb 2027), so priced in full (a started one is pro rata, ADR 083).
  academicYear: '2027/28',
  weeks: 51,
  startDate: '2027-09-11',
  endDate: '2028-09-01',
  pricePerWeekPence: 24_900,
  billingFrequency: 'weekly',
  currency: 'GBP',
  roomsAvailable: 4,
  roomTypeName: 'Classic Studio',
  propertyName: 'Square Gardens',
  cityName: 'Manchester',
  roomPath: '/manchester/square-gardens/classic-studio',
  ...overrides,
});

/** What a visitor fills in; the total is the default terms' for 51 weeks at £249. */
export const aConfirmation = (overrides: Partial<ConfirmRequest> = {}): ConfirmRequest => ({
  name: 'Zoë Ng',
  email: 'zoe@example.com',
  countryCode: '+44',
  phone: '07700 900123',
  dateOfBirth: '2006-05-04',
  university: 'The University of Manchester',
  yearOfStudy: 'First year',
  guarantor: 'uk_guarantor',
  acceptedTermsVersion: '2026-1',
  shownTotalPence: 24_900 * 51,
  ...overrides,
});

/** Reservations over memory fakes, a manual clock and the direct adapter unless told otherwise. */
export function reservationsUnderTest(
  options: {
    readonly options?: readonly ReservableOption[];
    readonly repository?: ReservationRepository;
    readonly payments?: Payments;
    readonly time?: ManualTime;
    readonly holdCaps?: { readonly perVisitor: number; readonly perAddress: number };
  } = {},
) {
  const time = options.time ?? new ManualTime(Date.parse('2027-02-01T10:00:00Z'));
  const outbox = new MemoryMailQueue();
  const repository = options.repository ?? new MemoryReservationRepository(options.options ?? [anOption()], outbox);
  const stock = { changes: 0 };
  const reservations = new Reservations(
    repository,
    options.payments ?? new DirectPayments(),
    reservationTokens,
    new MemoryCatalogue(fixtureSlice, fixtureSettings, time),
    time,
    new LibPhoneNumbers(),
    {
      publicUrl: 'https://digs.test',
      stockChanged: () => stock.changes++,
      ...(options.holdCaps ? { holdCaps: options.holdCaps } : {}),
    },
  );
  return { reservations, repository, outbox, time, stock };
}
