export function CookiesPage() {
  return <h1>CookiesPage</h1>;
}
