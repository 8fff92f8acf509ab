import { useState } from 'react';
import { Button, Field, FormCard, FormError, TextField, useForm } from '@/components/ui';
import { said } from '@/lib/i18n/said';
import { useT } from '@/lib/i18n/useT';
import { groupsWithRole, ROLES, roleOf, type Role } from '@/lib/roles/types';
import { setRoleBody } from '@/lib/roles/schemas';
import { setRole } from '@/services/roles';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { memberGroupsChanged } from '@/store/profile/groups';
import { selectLogin } from '@/store/selectors';
import { addToast } from '@/store/toasts/slice';
import { useRoleName } from './roleName';

interface RoleControlProps {
  uid: number;
  name: string;
  /** The member's groups, which give their role now. */
  groups: string[];
}

/**
 * A member's role on their profile, for administrators (issue 35): member, moderator or
 * administrator, with a reason the member reads in their moderation log. Not on your own profile.
 * The server decides (PUT /api/v3/users/{uid}/role; a suspended member gets no role above member).
 * Once it has, the profile's group badges show the new role (store/profile/groups.ts).
 */
export function RoleControl({ uid, name, groups }: RoleControlProps) {
  const t = useT('profile');
  const roleName = useRoleName();
  const dispatch = useAppDispatch();
  const { user } = useAppSelector(selectLogin);
  const [role, setCurrent] = useState<Role>(() => roleOf(groups));
  const form = useForm<{ role: Role; reason: string }>({
    initial: { role, reason: '' },
    schema: { schema: setRoleBody, body: (v) => ({ role: v.role, reason: v.reason }) },
  });
  const { values, setField, error, busy } = form;
  if (!user?.isAdmin || user.uid === uid) return null;

  const onSubmit = form.handleSubmit(async (v) => {
    const state = await setRole(uid, v.role, v.reason.trim());
    setCurrent(state.role);
    dispatch(memberGroupsChanged({ uid, groups: groupsWithRole(groups, state.role) }));
    dispatch(addToast(said('profile', 'role.saved', { name, role: roleName(state.role) }), 'success'));
  });

  return (
    <FormCard title={t('role.title')}>
      <p data-testid="member-role">{t('role.current', { role: roleName(role) })}</p>
      <form method="post" onSubmit={onSubmit} noValidate aria-busy={busy || undefined}>
        <Field label={t('role.role')}>
          {(control) => (
            <select {...control} name="role" value={values.role} onChange={(e) => setField('role')(e.target.value as Role)}>
              {ROLES.map((option) => (
                <option key={option} value={option}>
                  {roleName(option)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <TextField label={t('role.reason')} name="reason" value={values.reason} onChange={setField('reason')} error={form.errors.reason} maxLength={500} />
        <FormError message={error} />
        <div>
          <Button type="submit" busy={busy}>
            {t('role.save')}
          </Button>
        </div>
      </form>
    </FormCard>
  );
}
