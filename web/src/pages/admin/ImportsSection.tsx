// Imports (issue 31): every import source on the site with its owner (a recruiter's e-mail, a
// university site's name, or PhD Finder), failing ones first as the API orders them, with the same
// controls as the owners have; the form imports the site's own positions.
import { adminImportsApi } from '../../api/imports.ts';
import { ImportsPanel } from '../imports/ImportsPanel.tsx';

export function ImportsSection() {
  return (
    <section aria-labelledby="imports-heading" className="space-y-4">
      <div>
        <h2 id="imports-heading" className="text-xl font-bold text-brand-900">
          Imports
        </h2>
        <p className="mt-1 text-slate-700">
          Every source of imported positions, failing ones first. Positions imported here are the site’s own, each under
          the university its row names.
        </p>
      </div>
      <ImportsPanel api={adminImportsApi} scope="admin" canWrite listTitle="Every import on the site" />
    </section>
  );
}
