// What a signed-in list shows before it has anything: a title, a sentence on what goes there, and the
// button that starts the first one (only for those who may).
import type { ReactNode } from 'react';

export function EmptyPanel({ title, children, action }: { title: string; children: ReactNode; action?: ReactNode }) {
  return (
    <div className="rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center">
      <h3 className="text-lg font-semibold text-slate-900">{title}</h3>
      <p className="mt-1 text-slate-700">{children}</p>
      {action && <div className="mt-4">{action}</div>}
    </div>
  );
}
