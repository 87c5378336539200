// A university site's settings (issue 13), for its owners and admins: the name its header shows, its
// logo (checked and resized by the server, as the recruiter logo), an accent colour for its buttons
// and links, and how long its closing e-mails wait (issue 32); for its owners also single sign-on,
// webhooks and API keys (issue 33). Saved settings show at once in the header (the tenant and staff queries refresh).
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { isManagerRole, staffApi, type Customer } from '../../api/staff.ts';
import { Button } from '../../components/ui/Button.tsx';
import { TextField } from '../../components/ui/TextField.tsx';
import { serverMessage } from '../../layout/server-message.ts';
import { Notice } from '../../components/ui/Notice.tsx';
import { requireFields, useFields, type Outcome } from '../recruiter/form-state.ts';
import { ClosingEmailsSettings } from './ClosingEmailsSettings.tsx';
import { ApiKeysSettings } from './settings/ApiKeysSettings.tsx';
import { SsoSettings } from './settings/SsoSettings.tsx';
import { WebhooksSettings } from './settings/WebhooksSettings.tsx';
import { useSignedInStaff } from './StaffGate.tsx';
import { StaffScreen } from './TenantShell.tsx';

export const ACCENT_RULE = /^#[0-9a-fA-F]{6}$/;

export function SiteSettingsPage() {
  const { user, tenant } = useSignedInStaff();
  if (!isManagerRole(user.role)) {
    return (
      <StaffScreen title="Site settings">
        <Notice tone="info">Only the site’s owners and admins change its settings.</Notice>
      </StaffScreen>
    );
  }
  return <SettingsForms tenant={tenant} tenantOwner={user.role === 'owner'} />;
}

function SettingsForms({ tenant, tenantOwner }: { tenant: Customer; tenantOwner: boolean }) {
  const client = useQueryClient();
  const form = useFields({ name: tenant.name, accent_color: tenant.accent_color ?? '' });
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [busy, setBusy] = useState(false);
  const [logo, setLogo] = useState(tenant.logo_url);
  const file = useRef<HTMLInputElement>(null);

  const refresh = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: ['staff'] }),
      client.invalidateQueries({ queryKey: ['tenant'] }),
    ]);

  const run = async (action: () => Promise<{ message: string; tenant: Customer }>, fallback: string) => {
    setBusy(true);
    setOutcome(null);
    try {
      const result = await action();
      setLogo(result.tenant.logo_url);
      setOutcome({ tone: 'success', text: result.message });
      await refresh();
    } catch (error) {
      const message = serverMessage(error, fallback);
      form.setServerErrors(error, message);
      setOutcome({ tone: 'error', text: message });
    } finally {
      setBusy(false);
    }
  };

  const save = (event: FormEvent) => {
    event.preventDefault();
    const errors = requireFields(form.values, { name: 'Site name' });
    const accent = form.values.accent_color.trim();
    if (accent && !ACCENT_RULE.test(accent)) errors.accent_color = 'Accent colour must be a colour like #1d4ed8';
    form.setErrors(errors);
    if (Object.keys(errors).length > 0) return;
    void run(() => staffApi.saveSettings(form.values.name.trim(), accent || null), 'The settings could not be saved.');
  };

  const upload = () => {
    const chosen = file.current?.files?.[0];
    if (!chosen) {
      setOutcome({ tone: 'error', text: 'Please choose an image file to upload as the logo.' });
      return;
    }
    void run(() => staffApi.uploadLogo(chosen), 'The logo could not be uploaded.');
  };

  return (
    <StaffScreen title="Site settings" intro={`How ${tenant.university}’s site looks to its staff and applicants.`}>
      <div className="max-w-xl space-y-8">
        {outcome && (
          <div id={form.noticeId}>
            <Notice tone={outcome.tone}>{outcome.text}</Notice>
          </div>
        )}
        <form noValidate onSubmit={save} className="space-y-4 rounded-xl bg-white p-5 shadow">
          <TextField label="Site name" hint="Shown in the header under the university’s name." {...form.bind('name')} />
          <div className="flex items-start gap-3">
            <div className="flex-1">
              <TextField
                label="Accent colour"
                hint="Buttons and links, as #rrggbb. Leave empty for the standard blue."
                placeholder="#1d4ed8"
                {...form.bind('accent_color')}
              />
            </div>
            <input
              type="color"
              aria-label="Pick the accent colour"
              className="mt-7 h-10 w-12 cursor-pointer rounded border border-slate-300"
              value={ACCENT_RULE.test(form.values.accent_color) ? form.values.accent_color.toLowerCase() : '#1e3a8a'}
              onChange={(event) => form.setValues({ ...form.values, accent_color: event.target.value })}
            />
          </div>
          <Button type="submit" disabled={busy}>
            {busy ? 'Saving...' : 'Save settings'}
          </Button>
        </form>

        <section aria-labelledby="logo" className="space-y-4 rounded-xl bg-white p-5 shadow">
          <h2 id="logo" className="text-lg font-semibold text-brand-900">
            Logo
          </h2>
          {logo ? (
            <img src={logo} alt="Current logo" className="h-20 w-20 rounded border border-slate-200 object-contain" />
          ) : (
            <p className="text-slate-700">No logo yet: the header shows the university’s name.</p>
          )}
          <div>
            <label htmlFor="logo-file" className="block font-medium text-slate-900">
              Image file
            </label>
            <input
              id="logo-file"
              ref={file}
              type="file"
              accept="image/png,image/jpeg,image/webp,image/gif"
              className="mt-1 block w-full text-sm"
            />
            <p className="mt-1 text-sm text-slate-600">
              PNG, JPEG, WebP or GIF, under 5 MB. It is resized to fit 400 × 400.
            </p>
          </div>
          <div className="flex flex-wrap gap-3">
            <Button disabled={busy} onClick={upload}>
              Upload logo
            </Button>
            {logo && (
              <Button
                variant="secondary"
                disabled={busy}
                onClick={() => void run(() => staffApi.removeLogo(), 'The logo could not be removed.')}
              >
                Remove logo
              </Button>
            )}
          </div>
        </section>

        <ClosingEmailsSettings />

        {/* What connects the site to the university's systems: its owners' (issue 33). */}
        <SsoSettings />
        {tenantOwner && (
          <>
            <WebhooksSettings />
            <ApiKeysSettings />
          </>
        )}
      </div>
    </StaffScreen>
  );
}
