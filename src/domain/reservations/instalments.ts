/**
 * How the rent left after the holding deposit may be paid (issue 37 item 2): plans derived from the
 * room's billing frequency, never finer than its billing period, each adding up to the penny to
 * what is left. The holding deposit goes towards the first rent, so it comes off the first
 * payment(s) of every plan; the pence an equal split leaves over go on the first payment. ADR 082.
 */
import type { BillingFrequency } from '../catalogue/catalogue';
import { addDays } from '../shared/london-time';
import { formatPence } from './pence';

export type PlanKind = 'full' | 'termly' | 'weekly' | 'monthly' | 'yearly';

export interface InstalmentPlan {
  readonly kind: PlanKind;
  /** Each payment in pence, in order; they sum to what is left after the holding deposit. */
  readonly payments: readonly number[];
}

export interface PlanInput {
  /** The rent for the tenancy (pro rata for one that has started). */
  readonly totalPence: number;
  /** The holding deposit, already paid towards it. */
  readonly depositPence: number;
  readonly frequency: BillingFrequency;
  /** The first day rent is charged for (YYYY-MM-DD) and how many days it is charged for. */
  readonly from: string;
  readonly days: number;
}

/** Terms in an academic year: the "termly" plan's payments. */
const TERMS = 3;

const perPeriodKind: Readonly<Record<BillingFrequency, PlanKind>> = {
  weekly: 'weekly',
  monthly: 'monthly',
  yearly: 'yearly',
};

/** Bills a tenancy of `days` days from `from` has: weeks begun, calendar months begun, or years begun. */
export function billingPeriods(frequency: BillingFrequency, from: string, days: number): number {
  const length = Math.max(1, Math.trunc(days));
  if (frequency === 'weekly') return Math.ceil(length / 7);
  if (frequency === 'yearly') return Math.ceil(length / 365);
  const last = addDays(from, length - 1);
  const [fy, fm, fd] = from.split('-').map(Number) as [number, number, number];
  const [ly, lm, ld] = last.split('-').map(Number) as [number, number, number];
  return Math.max(1, (ly - fy) * 12 + (lm - fm) + (ld >= fd ? 1 : 0));
}

/** `total` split into `count` equal shares, the odd pence on the first, less `deposit` taken from the first shares. */
function split(total: number, deposit: number, count: number): number[] {
  const each = Math.floor(total / count);
  const shares = Array.from({ length: count }, (_, i) => (i === 0 ? total - each * (count - 1) : each));
  let owed = deposit;
  for (let i = 0; i < shares.length && owed > 0; i++) {
    const taken = Math.min(shares[i] as number, owed);
    shares[i] = (shares[i] as number) - taken;
    owed -= taken;
  }
  return shares.filter((p) => p > 0);
}

/**
 * The plans offered: all at once; three termly payments (weekly or monthly billing, with more than
 * three periods); one payment per billing period (more than one period). Plans of the same number
 * of payments are offered once; none when the deposit paid everything.
 */
export function instalmentPlans(input: PlanInput): InstalmentPlan[] {
  const total = Math.max(0, Math.trunc(input.totalPence));
  const deposit = Math.min(total, Math.max(0, Math.trunc(input.depositPence)));
  if (total - deposit <= 0) return [];
  const periods = billingPeriods(input.frequency, input.from, input.days);
  const wanted: [PlanKind, number][] = [['full', 1]];
  if (input.frequency !== 'yearly' && periods > TERMS) wanted.push(['termly', TERMS]);
  if (periods > 1) wanted.push([perPeriodKind[input.frequency], periods]);
  const plans: InstalmentPlan[] = [];
  for (const [kind, count] of wanted) {
    const payments = kind === 'full' ? [total - deposit] : split(total, deposit, count);
    if (plans.some((p) => p.payments.length === payments.length)) continue;
    plans.push({ kind, payments });
  }
  return plans;
}

const kindWord: Readonly<Record<PlanKind, string>> = {
  full: '',
  termly: 'termly',
  weekly: 'weekly',
  monthly: 'monthly',
  yearly: 'yearly',
};

/** A plan as the visitor reads it: "3 termly payments: £4,116.00, then 2 of £4,216.00". */
export function describePlan(plan: InstalmentPlan): string {
  const [first, ...rest] = plan.payments;
  if (first === undefined) return 'Nothing left to pay';
  if (plan.payments.length === 1) return `In one payment of ${formatPence(first)}`;
  const head = `${plan.payments.length} ${kindWord[plan.kind]} payments`;
  if (rest.every((p) => p === first)) return `${head} of ${formatPence(first)}`;
  const runs: [number, number][] = [];
  for (const p of rest) {
    const last = runs[runs.length - 1];
    if (last && last[1] === p) last[0]++;
    else runs.push([1, p]);
  }
  const tail = runs.map(([n, p]) => (n === 1 ? formatPence(p) : `${n} of ${formatPence(p)}`)).join(', then ');
  return `${head}: ${formatPence(first)}, then ${tail}`;
}
