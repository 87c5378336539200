// The role rules of a single sign-on: an attribute the identity provider sends, the value it must hold,
// and the role it gives. Each rule is its own group ("Rule 2") so its three fields read as one, and the
// rows stack on a phone.
import { STAFF_ROLES } from '@phd/contracts/staff-roles';
import { ROLE_LABELS, type StaffRole } from '../../../api/staff.ts';
import { Button } from '../../../components/ui/Button.tsx';
import { SelectField, TextField } from '../../../components/ui/TextField.tsx';
import { ruleRow, type RoleRuleRow } from './sso-form.ts';

export function RoleRules({
  rules,
  onChange,
  error,
}: {
  rules: RoleRuleRow[];
  onChange: (rules: RoleRuleRow[]) => void;
  error?: string;
}) {
  const edit = (key: number, change: Partial<RoleRuleRow>) =>
    onChange(rules.map((rule) => (rule.key === key ? { ...rule, ...change } : rule)));
  return (
    <fieldset className="space-y-3">
      <legend className="font-medium text-slate-800">Role rules</legend>
      <p className="text-sm text-slate-600">The first rule that matches gives the role; no match: reviewer.</p>
      {rules.map((rule, index) => (
        <fieldset
          key={rule.key}
          className="grid gap-2 rounded-lg border border-slate-200 p-3 sm:grid-cols-[1fr_1fr_8rem_auto] sm:items-end"
        >
          <legend className="px-1 text-sm text-slate-600">Rule {index + 1}</legend>
          <TextField
            label="Attribute"
            placeholder="eduPersonAffiliation"
            value={rule.attribute}
            onChange={(event) => edit(rule.key, { attribute: event.target.value })}
          />
          <TextField
            label="Value"
            placeholder="staff"
            value={rule.value}
            onChange={(event) => edit(rule.key, { value: event.target.value })}
          />
          <SelectField
            label="Role"
            value={rule.role}
            onChange={(event) => edit(rule.key, { role: event.target.value as StaffRole })}
          >
            {STAFF_ROLES.map((role) => (
              <option key={role} value={role}>
                {ROLE_LABELS[role]}
              </option>
            ))}
          </SelectField>
          <Button
            variant="secondary"
            aria-label={`Remove rule ${index + 1}`}
            onClick={() => onChange(rules.filter((other) => other.key !== rule.key))}
          >
            Remove
          </Button>
        </fieldset>
      ))}
      {error && <p className="text-sm text-red-700">{error}</p>}
      <Button
        variant="secondary"
        onClick={() => onChange([...rules, ruleRow({ attribute: '', value: '', role: 'reviewer' })])}
      >
        Add a rule
      </Button>
    </fieldset>
  );
}
