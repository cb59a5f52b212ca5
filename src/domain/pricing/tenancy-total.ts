/** The whole tenancy's rent: the weekly price times the weeks, computed in pence so it is exact. */
export function tenancyTotal(option: { readonly price_per_week: number; readonly weeks: number }): number {
  return (Math.round(option.price_per_week * 100) * option.weeks) / 100;
}
