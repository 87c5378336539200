// The mark of a blind-reviewed applicant (issue 34): their name is a pseudonym and their resume the
// redacted copy until they pass the opportunity's blind stage.
export function BlindBadge() {
  return (
    <span
      className="inline-flex shrink-0 items-center rounded-full bg-slate-800 px-2 py-0.5 text-xs font-medium text-white"
      title="Name, contact details and the original resume are hidden until this stage is passed"
    >
      Blind review
    </span>
  );
}
