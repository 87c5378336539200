export function OpportunityPage() {
  return <h1>OpportunityPage</h1>;
}
