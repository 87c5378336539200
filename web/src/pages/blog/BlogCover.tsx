// A post's cover: the uploaded image (1200×630, cropped by the server), or a drawn placeholder with the
// post's first letter, so a post without a cover still looks finished. The placeholder's colours are
// picked from the title, so neighbouring cards differ and a post keeps its colours everywhere.

const PLACEHOLDERS = [
  'from-brand-700 via-brand-600 to-brand-900',
  'from-teal-700 via-teal-600 to-slate-900',
  'from-indigo-700 via-violet-600 to-slate-900',
  'from-sky-700 via-cyan-700 to-brand-900',
  'from-emerald-700 via-teal-700 to-slate-900',
];

function placeholderFor(title: string): string {
  let hash = 0;
  for (const c of title) hash = (hash * 31 + c.charCodeAt(0)) >>> 0;
  return PLACEHOLDERS[hash % PLACEHOLDERS.length]!;
}
export function BlogCover({
  title,
  src,
  className = '',
  eager = false,
}: {
  title: string;
  src: string | null;
  className?: string;
  eager?: boolean;
}) {
  if (src) {
    return (
      <img
        src={src}
        alt=""
        width={1200}
        height={630}
        loading={eager ? 'eager' : 'lazy'}
        className={`aspect-[40/21] w-full object-cover ${className}`}
      />
    );
  }
  const letter = title.trim().charAt(0).toUpperCase() || 'P';
  return (
    <div
      aria-hidden="true"
      data-testid="cover-placeholder"
      className={`flex aspect-[40/21] w-full items-center justify-center bg-gradient-to-br ${placeholderFor(title)} ${className}`}
    >
      <span className="text-6xl font-bold text-white/80">{letter}</span>
    </div>
  );
}
