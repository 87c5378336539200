// "Single sign-on" in a university site's settings (issue 33), for its owners: SAML 2.0 or OpenID
// Connect, who may sign in (allowed domains, role rules, which attributes say who they are), the login
// button's words, and turning it on or making it required with one break-glass owner who keeps a
// password. Admins see why they cannot change it. The server answers with the saved settings, which
// replace the form's values so what shows is what the site now does.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import {
  ownerSsoApi,
  type IdpMetadataSource,
  type SsoSettingsApi,
  type SsoSettings as Settings,
} from '../../../api/sso.ts';
import { Button } from '../../../components/ui/Button.tsx';
import { Notice } from '../../../components/ui/Notice.tsx';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/TextField.tsx';
import { serverMessage } from '../../../layout/server-message.ts';
import { useFields, type Outcome } from '../../recruiter/form-state.ts';
import { useSignedInStaff } from '../StaffGate.tsx';
import { CopyField } from './CopyField.tsx';
import { RoleRules } from './RoleRules.tsx';
import { IdentityProviderBox, ServiceProviderBox } from './SamlProvider.tsx';
import {
  bodyProblems,
  choicesOf,
  settingsBody,
  textFieldsOf,
  type SsoChoices,
  type SsoTextFields,
} from './sso-form.ts';

const QUERY_KEY = ['staff', 'sso-settings'];

export function SsoSettings() {
  const { user } = useSignedInStaff();
  const isOwner = user.role === 'owner';
  return (
    <section aria-labelledby="sso" className="space-y-4 rounded-xl bg-white p-5 shadow">
      <h2 id="sso" className="text-lg font-semibold text-brand-900">
        Single sign-on
      </h2>
      <p className="text-slate-700">Let staff sign in with their university account (SAML 2.0 or OpenID Connect).</p>
      {isOwner ? (
        <SsoSettingsLoader api={ownerSsoApi} queryKey={QUERY_KEY} me={user.id} />
      ) : (
        <Notice tone="info">Only the site’s owners set up single sign-on.</Notice>
      )}
    </section>
  );
}

/**
 * The settings, loaded then edited: the owner's own site, or a site an admin sets up for it (`me`: who
 * is the break-glass owner by default, when the settings name none).
 */
export function SsoSettingsLoader({ api, queryKey, me }: { api: SsoSettingsApi; queryKey: unknown[]; me: string }) {
  const settings = useQuery({ queryKey, queryFn: ({ signal }) => api.settings(signal) });
  if (settings.isPending) return <Spinner label="Loading the single sign-on settings..." />;
  if (settings.isError) {
    return (
      <Notice tone="error">{serverMessage(settings.error, 'The single sign-on settings could not be loaded.')}</Notice>
    );
  }
  return <SsoForm settings={settings.data.data} me={me} api={api} queryKey={queryKey} />;
}

function SsoForm({
  settings,
  me,
  api,
  queryKey,
}: {
  settings: Settings;
  me: string;
  api: SsoSettingsApi;
  queryKey: unknown[];
}) {
  const client = useQueryClient();
  const form = useFields<SsoTextFields>(textFieldsOf(settings, me));
  const [choices, setChoices] = useState<SsoChoices>(() => choicesOf(settings));
  const [ruleError, setRuleError] = useState<string | undefined>();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [busy, setBusy] = useState(false);
  const choose = (change: Partial<SsoChoices>) => setChoices((current) => ({ ...current, ...change }));

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    const body = settingsBody(form.values, choices);
    const { role_rules: rules, saml, request, ...problems } = bodyProblems(body);
    setRuleError(rules);
    form.setErrors(problems);
    const first = rules ?? saml ?? request ?? Object.values(problems)[0];
    if (first) {
      setOutcome({ tone: 'error', text: `Please check the settings: ${first}` });
      return;
    }
    setBusy(true);
    try {
      const answer = await api.save(body);
      // What shows is what was saved (domains as the server wrote them, the secret blank again).
      client.setQueryData(queryKey, { data: answer.data });
      form.setValues(textFieldsOf(answer.data, me));
      setChoices(choicesOf(answer.data));
      setOutcome({ tone: 'success', text: answer.message });
    } catch (error) {
      const message = serverMessage(error, 'The single sign-on settings could not be saved.');
      form.setServerErrors(error, message);
      setOutcome({ tone: 'error', text: message });
    } finally {
      setBusy(false);
    }
  };

  // Tried as typed, before saving: a blank secret tries the saved one.
  const checkOidc = async (check: NonNullable<SsoSettingsApi['checkOidc']>) => {
    setOutcome(null);
    setBusy(true);
    try {
      const answer = await check({
        issuer: form.values['oidc.issuer'].trim(),
        client_id: form.values['oidc.client_id'].trim(),
        client_secret: form.values['oidc.client_secret'].trim() || null,
      });
      setOutcome({ tone: answer.ok ? 'success' : 'error', text: answer.message });
    } catch (error) {
      setOutcome({ tone: 'error', text: serverMessage(error, 'The connection could not be checked.') });
    } finally {
      setBusy(false);
    }
  };

  const loadMetadata = async (source: IdpMetadataSource) => {
    setOutcome(null);
    setBusy(true);
    try {
      const answer = await api.loadMetadata(source);
      // Only the IdP's part is taken: what the owner typed elsewhere stays until saved.
      choose({ saml: answer.data.saml });
      setOutcome({ tone: 'success', text: answer.message });
    } catch (error) {
      setOutcome({ tone: 'error', text: serverMessage(error, 'The metadata could not be loaded.') });
    } finally {
      setBusy(false);
    }
  };

  const outcomeNotice = outcome && (
    <div id={form.noticeId}>
      <Notice tone={outcome.tone}>{outcome.text}</Notice>
    </div>
  );
  return (
    <form noValidate onSubmit={(event) => void save(event)} className="space-y-5">
      {outcomeNotice}
      <fieldset className="space-y-2">
        <legend className="font-medium text-slate-800">Protocol</legend>
        {(
          [
            ['saml', 'SAML 2.0'],
            ['oidc', 'OpenID Connect'],
          ] as const
        ).map(([protocol, label]) => (
          <label key={protocol} className="flex items-center gap-2">
            <input
              type="radio"
              name="sso-protocol"
              value={protocol}
              checked={choices.protocol === protocol}
              onChange={() => choose({ protocol })}
            />
            {label}
          </label>
        ))}
      </fieldset>

      {choices.protocol === 'saml' ? (
        <>
          <ServiceProviderBox sp={settings.service_provider} />
          <IdentityProviderBox
            saml={choices.saml}
            busy={busy}
            onLoad={(source) => void loadMetadata(source)}
            onProblem={(text) => setOutcome({ tone: 'error', text })}
          />
        </>
      ) : (
        <section aria-labelledby="sso-oidc" className="space-y-3 rounded-lg border border-slate-200 p-4">
          <h3 id="sso-oidc" className="font-semibold text-slate-900">
            OpenID provider
          </h3>
          <TextField
            label="Issuer URL"
            type="url"
            inputMode="url"
            placeholder="https://login.microsoftonline.com/…/v2.0"
            {...form.bind('oidc.issuer')}
          />
          <TextField label="Client ID" autoComplete="off" {...form.bind('oidc.client_id')} />
          <TextField
            label="Client secret"
            type="password"
            autoComplete="new-password"
            placeholder={settings.oidc.client_secret_set ? 'Saved — leave blank to keep' : undefined}
            {...form.bind('oidc.client_secret')}
          />
          {api.checkOidc && (
            <Button variant="secondary" disabled={busy} onClick={() => void checkOidc(api.checkOidc!)}>
              Check connection
            </Button>
          )}
          <CopyField label="Redirect URI to register" value={settings.oidc_redirect_uri} />
        </section>
      )}

      <section aria-labelledby="sso-who" className="space-y-4">
        <h3 id="sso-who" className="font-semibold text-slate-900">
          Who may sign in
        </h3>
        <TextAreaField
          label="Allowed e-mail domains"
          hint="One per line or comma-separated. People from these domains get a reviewer account on their first sign-in; invited staff can always sign in."
          rows={3}
          placeholder="university.edu"
          {...form.bind('allowed_domains')}
        />
        <RoleRules
          rules={choices.rules}
          error={ruleError}
          onChange={(rules) => {
            setRuleError(undefined);
            choose({ rules });
          }}
        />
        <fieldset className="space-y-2">
          <legend className="font-medium text-slate-800">Attribute mapping</legend>
          <p className="text-sm text-slate-600">Optional: leave blank for the usual names.</p>
          <div className="grid gap-2 sm:grid-cols-3">
            <TextField
              label="Subject attribute"
              placeholder="eduPersonPrincipalName"
              {...form.bind('attribute_map.subject')}
            />
            <TextField label="E-mail attribute" placeholder="mail" {...form.bind('attribute_map.email')} />
            <TextField label="Name attribute" placeholder="displayName" {...form.bind('attribute_map.name')} />
          </div>
        </fieldset>
      </section>

      <TextField
        label="Button label"
        hint="What the sign-in page’s button says."
        placeholder={settings.button_label}
        {...form.bind('display_name')}
      />

      <div className="space-y-3">
        <label className="flex items-center gap-2">
          <input
            type="checkbox"
            checked={choices.enabled}
            onChange={(event) => choose({ enabled: event.target.checked })}
          />
          Turn on single sign-on
        </label>
        <label className="flex items-center gap-2">
          <input
            type="checkbox"
            checked={choices.required}
            onChange={(event) => choose({ required: event.target.checked })}
          />
          Require single sign-on (passwords stop working)
        </label>
        {choices.required && (
          <SelectField
            label="Break-glass owner"
            hint="This owner can still sign in with a password if the identity provider is down."
            {...form.bind('break_glass_user_id')}
          >
            {settings.owners.map((owner) => (
              <option key={owner.id} value={owner.id}>
                {owner.name} ({owner.email})
              </option>
            ))}
          </SelectField>
        )}
      </div>

      <Button type="submit" disabled={busy}>
        {busy ? 'Saving...' : 'Save single sign-on'}
      </Button>
    </form>
  );
}
