import {
  type EmployeeAnswer,
  type EmployeeData,
  type EmployeeInput,
  employeeSchema,
  ROLES,
} from '@app/shared';
import { BusyButton, ConfirmDelete, FieldError, TextField, TYPED_AS_IS } from '@app/shared/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useDeleteLabels } from '../../../lib/use-delete-labels';

const EMPTY: EmployeeInput = { name: '', userName: '', password: '', roles: [] };

type EmployeeRowProps = {
  /** The employee of this row; none for the Add row. */
  employee?: EmployeeAnswer;
  onSave: (data: EmployeeData) => Promise<boolean>;
  onDelete?: (id: number) => Promise<void>;
};

/**
 * One row of the employee table (spec §2 screen 17), editable in place with the shared §5 employee rules. The row's
 * form sits in its last cell and the other cells' inputs join it by their `form` attribute (a form cannot wrap a row).
 * The password starts empty: the API never sends one, and an update with it empty keeps the old one (spec §5).
 */
export function EmployeeRow({ employee, onSave, onDelete }: EmployeeRowProps) {
  const { t } = useTranslation('admin');
  const deleteLabels = useDeleteLabels();
  const formId = useId();
  const rolesErrorId = `${formId}-roles-error`;
  const {
    register,
    handleSubmit,
    reset,
    resetField,
    formState: { errors, isSubmitting },
  } = useForm<EmployeeInput, unknown, EmployeeData>({
    resolver: zodResolver(employeeSchema),
    // The row stays mounted across reloads (keyed by id, so focus stays on Update); new saved values reset it.
    values: employee
      ? {
          id: employee.id,
          name: employee.name,
          userName: employee.userName,
          password: '',
          roles: employee.roles,
        }
      : EMPTY,
  });

  const submit = handleSubmit(async (data) => {
    if (!(await onSave(data))) return;
    // A new password is never left on screen once saved.
    if (employee) resetField('password');
    else reset(EMPTY);
  });

  const rowName = employee ? employee.name : t('employees.newRow');
  return (
    <tr aria-label={rowName}>
      <td>
        <TextField
          className="offer-field"
          label={t('shared.name')}
          form={formId}
          autoComplete="off"
          error={errors.name?.message}
          {...register('name')}
        />
      </td>
      <td>
        <TextField
          className="offer-field"
          label={t('employees.userName')}
          form={formId}
          autoComplete="off"
          {...TYPED_AS_IS}
          error={errors.userName?.message}
          {...register('userName')}
        />
      </td>
      <td>
        <TextField
          className="offer-field"
          label={t('employees.password')}
          type="password"
          form={formId}
          autoComplete="new-password"
          placeholder={employee ? t('employees.unchanged') : undefined}
          error={errors.password?.message}
          {...register('password')}
        />
      </td>
      <td>
        <fieldset className="offer-types" aria-describedby={errors.roles ? rolesErrorId : undefined}>
          <legend className="visually-hidden">{t('employees.roles')}</legend>
          {ROLES.map((role) => (
            <label key={role}>
              <input type="checkbox" value={role} form={formId} {...register('roles')} />
              {role}
            </label>
          ))}
        </fieldset>
        <FieldError id={rolesErrorId} className="offer-error" error={errors.roles?.message} />
      </td>
      <td>
        <form id={formId} className="offer-actions" aria-label={rowName} noValidate onSubmit={submit}>
          <BusyButton type="submit" busy={isSubmitting}>
            {employee ? t('shared.update') : t('shared.add')}
          </BusyButton>
          {employee && onDelete && (
            <ConfirmDelete
              question={t('employees.confirmDelete')}
              labels={deleteLabels}
              disabled={isSubmitting}
              onDelete={() => onDelete(employee.id)}
            />
          )}
        </form>
      </td>
    </tr>
  );
}
