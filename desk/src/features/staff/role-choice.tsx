import { useIntl } from 'react-intl';
import { roleNames } from '../../ui/messages';
import { STAFF_ROLES } from '../../ui/roles';
import type { StaffRole } from '../../ui/roles';

/** The five roles as checkboxes in one labelled group; one person may hold several. */
export function RoleChoice({
  legend,
  value,
  onChange,
  error,
}: {
  legend: string;
  value: StaffRole[];
  onChange: (roles: StaffRole[]) => void;
  error?: string | null;
}) {
  const intl = useIntl();
  return (
    <fieldset className="roles" aria-describedby={error ? 'roles-error' : undefined}>
      <legend>{legend}</legend>
      {STAFF_ROLES.map((role) => (
        <label key={role} className="check">
          <input
            type="checkbox"
            checked={value.includes(role)}
            onChange={(e) =>
              onChange(e.target.checked ? [...value, role] : value.filter((held) => held !== role))
            }
          />
          <span>{intl.formatMessage(roleNames[role])}</span>
        </label>
      ))}
      {error ? (
        <p className="error" id="roles-error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
