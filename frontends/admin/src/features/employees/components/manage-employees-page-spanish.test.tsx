import { json, mockApi } from '@app/shared/testing';
import { screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAdmin } from '../../../testing/render-admin';

afterEach(() => vi.unstubAllGlobals());

/** spec §5's roles message (it names service types), in Spanish. */
const AT_LEAST_ONE_ES = 'Elija al menos 1 tipo de servicio';

const PAT = { id: 2, name: 'Pat Lee', userName: 'patlee', roles: ['EMPLOYEE1' as const] };

describe('Manage Employees in Spanish (issue 13 §1)', () => {
  it('shows the Spanish heading, fields, buttons and delete question, and says the employee was saved', async () => {
    await i18next.changeLanguage('es');
    mockApi({
      'GET /admin/api/getemployees': () => json([PAT]),
      'POST /admin/api/saveemployee': () => json({ message: 'Employee Added', employee: PAT }),
    });
    const { user } = renderAdmin('employees');
    expect(await screen.findByRole('heading', { name: 'Administrar empleados' })).toBeInTheDocument();
    const pat = within(await screen.findByRole('row', { name: 'Pat Lee' }));
    expect(pat.getByLabelText('Usuario')).toHaveValue('patlee');
    expect(pat.getByLabelText('Contraseña')).toHaveAttribute('placeholder', 'sin cambios');
    await user.click(pat.getByRole('button', { name: 'Eliminar' }));
    const confirm = within(await pat.findByRole('group', { name: '¿Eliminar este empleado?' }));
    expect(confirm.getByRole('button', { name: 'Sí, eliminar' })).toBeInTheDocument();
    await user.click(confirm.getByRole('button', { name: 'Cancelar' }));
    await user.click(pat.getByRole('button', { name: 'Actualizar' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Empleado guardado');
    const add = within(screen.getByRole('row', { name: 'Nuevo empleado' }));
    expect(add.getByRole('button', { name: 'Agregar' })).toBeInTheDocument();
  });

  it('says in Spanish, announced and tied to the roles, that a new employee needs a role', async () => {
    await i18next.changeLanguage('es');
    mockApi({ 'GET /admin/api/getemployees': () => json([]) });
    const { user } = renderAdmin('employees');
    const add = within(await screen.findByRole('row', { name: 'Nuevo empleado' }));
    await user.click(add.getByRole('button', { name: 'Agregar' }));
    const roles = add.getByRole('group', { name: 'Roles' });
    await vi.waitFor(() => expect(roles).toHaveAccessibleDescription(AT_LEAST_ONE_ES));
    expect(add.getAllByRole('alert').map((alert) => alert.textContent)).toContain(AT_LEAST_ONE_ES);
  });
});
