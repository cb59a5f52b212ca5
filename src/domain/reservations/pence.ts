/** Money as the visitor reads it on /reserve, in e-mails and in /account: £1,234.50. */
export function formatPence(pence: number): string {
  return `£${(pence / 100).toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}
