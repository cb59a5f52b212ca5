/** Made once: `toLocaleString` makes a formatter on every call, which was 9% of a hold's CPU (ADR 085). */
const poundsFormat = new Intl.NumberFormat('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Money as the visitor reads it on /reserve, in e-mails and in /account: £1,234.50. */
export function formatPence(pence: number): string {
  return `£${poundsFormat.format(pence / 100)}`;
}
