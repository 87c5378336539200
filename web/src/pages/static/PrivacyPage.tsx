export function PrivacyPage() {
  return <h1>PrivacyPage</h1>;
}
