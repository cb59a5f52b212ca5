/** The room finder (/find-your-room/:step): being built. */
export default function RoomFinderPage() {
  return (
    <div className="page container">
      <h1>Find your room</h1>
    </div>
  );
}
