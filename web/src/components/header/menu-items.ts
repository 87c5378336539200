/** An entry of a header menu: a route, or an action such as "University Support" or "Logout". */
export type MenuItem = { label: string; to: string } | { label: string; onSelect: () => void };
