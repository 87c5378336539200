/** The marketing claims of spec section 1, word for word. */
export const HOME_STATS = [
  { value: '30K+', label: 'Social Followers' },
  { value: '400K+', label: 'Monthly Visitors' },
  { value: '100+', label: 'Active Universities' },
  { value: '2K+', label: 'Positions' },
  { value: '15+', label: 'Countries' },
  { value: '50K+', label: 'Researchers' },
] as const;

export function StatsStrip() {
  return (
    <section aria-label="PhD Finder in numbers" className="rounded-xl bg-white p-4 shadow-sm md:p-6">
      <dl className="grid grid-cols-2 gap-4 text-center md:grid-cols-3 lg:grid-cols-6">
        {HOME_STATS.map((stat) => (
          <div key={stat.label} className="flex flex-col-reverse">
            <dt className="text-sm text-slate-600">{stat.label}</dt>
            <dd className="text-2xl font-bold text-brand-700">{stat.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
