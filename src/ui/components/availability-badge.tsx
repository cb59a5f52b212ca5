export function AvailabilityBadge({ available }: { available: boolean }) {
  return (
    <span className={`badge ${available ? 'badge-available' : 'badge-sold-out'}`}>
      {available ? 'Rooms available' : 'Sold out'}
    </span>
  );
}
