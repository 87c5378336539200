// How a moderation risk score (0-100, services/src/moderation/risk-rules.ts) is read: high needs a
// careful look, medium a glance. Shared by the scorer's tests and the admin queue's badge.
export type RiskLevel = 'none' | 'low' | 'medium' | 'high';

export function riskLevel(score: number): RiskLevel {
  if (score >= 50) return 'high';
  if (score >= 25) return 'medium';
  return score > 0 ? 'low' : 'none';
}
