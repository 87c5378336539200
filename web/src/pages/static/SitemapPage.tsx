export function SitemapPage() {
  return <h1>SitemapPage</h1>;
}
