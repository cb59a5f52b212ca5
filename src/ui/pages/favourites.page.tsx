export default function FavouritesPage() {
  return (
    <div className="page container">
      <h1>Your favourites</h1>
    </div>
  );
}
