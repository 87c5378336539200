// A post's cover: the uploaded image (1200×630, cropped by the server), or a drawn placeholder in the
// brand's colours with the post's first letter, so a post without a cover still looks finished.
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
      className={`flex aspect-[40/21] w-full items-center justify-center bg-gradient-to-br from-brand-700 via-brand-600 to-brand-900 ${className}`}
    >
      <span className="text-6xl font-bold text-white/80">{letter}</span>
    </div>
  );
}
