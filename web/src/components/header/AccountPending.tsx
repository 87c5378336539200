/** Holds the place of Sign In or the user menu while the sign-in is not known, so no wrong state flashes. */
export function AccountPending() {
  return <span aria-hidden="true" data-testid="account-pending" className="block h-9 w-24 rounded-lg bg-slate-100" />;
}
