import type { GeoPoint } from './catalogue';

const earthRadiusKm = 6371.0088;
const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle (haversine) distance in kilometres. */
export function distanceKm(a: GeoPoint, b: GeoPoint): number {
  const dLat = toRadians(b.lat - a.lat);
  const dLng = toRadians(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(a.lat)) * Math.cos(toRadians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * earthRadiusKm * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Walking pace of 5 km/h over streets about 1.25 times the straight line. */
const minutesPerStraightKm = (60 / 5) * 1.25;

export function walkingMinutes(straightLineKm: number): number {
  return Math.max(1, Math.round(straightLineKm * minutesPerStraightKm));
}
