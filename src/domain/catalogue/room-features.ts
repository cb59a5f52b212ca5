/**
 * A room's bed is stated once, by its bed type ("Small double", "King"). A feature that names a
 * bed size ("Double bed", "King-size bed") would say it a second time, and in a comparison it
 * becomes a row that contradicts the bed type ("Small double" beside "Double bed: No"); so the
 * features a room is served with leave such entries out.
 */
const bedSize =
  /^(?:single|small[- ]double|double|twin|queen(?:[- ]size)?|king(?:[- ]size)?|super[- ]king(?:[- ]size)?)[- ]beds?$/i;

/** The room's features without those that only restate its bed. */
export function featuresBesideBed(features: readonly string[]): string[] {
  return features.filter((f) => !bedSize.test(f.trim()));
}
