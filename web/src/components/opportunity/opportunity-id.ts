// Spec section 5, "Opportunity detail id": the detail route's parameter is the opportunity's link
// (a slug ending in its UUID) or a plain id.

const UUID_AT_END = /([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

/** The UUID a slug ends in (lower-cased, as links carry it), or the parameter itself when it has none. */
export function opportunityIdFromParam(param: string): string {
  const match = UUID_AT_END.exec(param.trim());
  return match ? match[1]!.toLowerCase() : param;
}
