export default function ComparePage() {
  return (
    <div className="page container">
      <h1>Compare</h1>
    </div>
  );
}
