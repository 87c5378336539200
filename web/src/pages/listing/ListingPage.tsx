export function ListingPage() {
  return <h1>ListingPage</h1>;
}
