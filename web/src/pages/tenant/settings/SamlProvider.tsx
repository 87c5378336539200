// The SAML half of single sign-on: what the site tells its identity provider (the service provider's
// addresses and metadata, to copy or download) and what it learns from it (the IdP's metadata, by URL,
// from a file read here in the browser, or pasted), shown back as the entity ID, addresses and
// certificates the site will trust.
import { useState } from 'react';
import type { IdpMetadataSource, SsoSettings } from '../../../api/sso.ts';
import { Button } from '../../../components/ui/Button.tsx';
import { TEXT_LINK } from '../../../components/ui/styles.ts';
import { TextAreaField, TextField } from '../../../components/ui/TextField.tsx';
import { CopyField } from './CopyField.tsx';

/** The contract's limit on pasted metadata: larger files are refused before they are sent. */
const METADATA_MAX_BYTES = 1_000_000;

export function ServiceProviderBox({ sp }: { sp: SsoSettings['service_provider'] }) {
  return (
    <section aria-labelledby="sso-sp" className="space-y-3 rounded-lg border border-slate-200 p-4">
      <h3 id="sso-sp" className="font-semibold text-slate-900">
        Your service provider
      </h3>
      <p className="text-sm text-slate-600">Give these to your university’s identity provider administrators.</p>
      <CopyField label="Entity ID" value={sp.entity_id} />
      <CopyField label="ACS URL" value={sp.acs_url} />
      <CopyField label="SLO URL" value={sp.slo_url} />
      <CopyField label="Metadata URL" value={sp.metadata_url} />
      <p>
        <a href={sp.metadata_url} download className={TEXT_LINK}>
          Download metadata
        </a>
      </p>
    </section>
  );
}

export function IdentityProviderBox({
  saml,
  busy,
  onLoad,
  onProblem,
}: {
  saml: SsoSettings['saml'];
  busy: boolean;
  onLoad: (source: IdpMetadataSource) => void;
  onProblem: (text: string) => void;
}) {
  const [url, setUrl] = useState(saml.idp_metadata_url ?? '');
  const [xml, setXml] = useState('');

  const readFile = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > METADATA_MAX_BYTES) {
      onProblem('That file is larger than 1 MB: metadata of one identity provider is much smaller.');
      return;
    }
    const text = await file.text();
    setXml(text);
    onLoad({ xml: text });
  };

  const loaded = saml.idp_entity_id !== null;
  const certificates = saml.idp_certificates.length;
  return (
    <section aria-labelledby="sso-idp" className="space-y-3 rounded-lg border border-slate-200 p-4">
      <h3 id="sso-idp" className="font-semibold text-slate-900">
        Identity provider
      </h3>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <TextField
          label="IdP metadata URL"
          type="url"
          inputMode="url"
          placeholder="https://idp.university.edu/metadata"
          className="flex-1"
          value={url}
          onChange={(event) => setUrl(event.target.value)}
        />
        <Button
          variant="secondary"
          disabled={busy}
          onClick={() => (url.trim() ? onLoad({ url: url.trim() }) : onProblem('Type the metadata URL first.'))}
        >
          Load
        </Button>
      </div>
      <div>
        <label htmlFor="sso-idp-file" className="block font-medium text-slate-800">
          Or a metadata file
        </label>
        <input
          id="sso-idp-file"
          type="file"
          accept=".xml,application/xml,text/xml,application/samlmetadata+xml"
          disabled={busy}
          className="mt-1 block w-full text-sm"
          onChange={(event) => void readFile(event.target.files?.[0])}
        />
      </div>
      <TextAreaField
        label="Or paste the metadata XML"
        rows={4}
        className="font-mono text-sm"
        value={xml}
        onChange={(event) => setXml(event.target.value)}
      />
      <Button
        variant="secondary"
        disabled={busy}
        onClick={() => (xml.trim() ? onLoad({ xml }) : onProblem('Paste the metadata XML first.'))}
      >
        Load pasted metadata
      </Button>
      {loaded ? (
        <dl className="grid gap-x-4 gap-y-1 text-sm break-all sm:grid-cols-[10rem_1fr]">
          <dt className="font-medium text-slate-700">IdP entity ID</dt>
          <dd>{saml.idp_entity_id}</dd>
          <dt className="font-medium text-slate-700">Sign-in URL</dt>
          <dd>{saml.idp_sso_url ?? 'None'}</dd>
          <dt className="font-medium text-slate-700">Sign-out URL</dt>
          <dd>{saml.idp_slo_url ?? 'None'}</dd>
          <dt className="font-medium text-slate-700">Certificates</dt>
          <dd>{certificates === 1 ? '1 certificate' : `${certificates} certificates`}</dd>
        </dl>
      ) : (
        <p className="text-sm text-slate-600">No identity provider metadata loaded yet.</p>
      )}
    </section>
  );
}
