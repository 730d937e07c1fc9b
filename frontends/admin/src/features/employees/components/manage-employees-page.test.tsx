import type { EmployeeAnswer } from '@app/shared';
import { callsTo, json, mockApi } from '@app/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAdmin } from '../../../testing/render-admin';

afterEach(() => vi.unstubAllGlobals());

const employee = (overrides: Partial<EmployeeAnswer> = {}): EmployeeAnswer => ({
  id: 2,
  name: 'Pat Lee',
  userName: 'patlee',
  roles: ['EMPLOYEE1'],
  ...overrides,
});

const ADMIN = employee({ id: 1, name: 'Site Admin', userName: 'admin', roles: ['ADMIN'] });

const row = (name: string) => within(screen.getByRole('row', { name }));
const bodyOf = (init: RequestInit | undefined) => JSON.parse(String(init?.body));

describe('Manage Employees (spec §2 screen 17)', () => {
  it('lists every employee editable in place, without any password, and an Add row', async () => {
    mockApi({ 'GET /admin/api/getemployees': () => json([ADMIN, employee()]) });
    renderAdmin('employees');
    await screen.findByRole('row', { name: 'Pat Lee' });
    const pat = row('Pat Lee');
    expect(pat.getByLabelText('Name')).toHaveValue('Pat Lee');
    expect(pat.getByLabelText('User name')).toHaveValue('patlee');
    expect(pat.getByLabelText('Password')).toHaveValue('');
    expect(pat.getByLabelText('EMPLOYEE1')).toBeChecked();
    expect(pat.getByLabelText('ADMIN')).not.toBeChecked();
    expect(row('Site Admin').getByLabelText('ADMIN')).toBeChecked();
    expect(pat.getByRole('button', { name: 'Update' })).toBeInTheDocument();
    expect(pat.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    const add = row('New employee');
    expect(add.getByRole('button', { name: 'Add' })).toBeInTheDocument();
    expect(add.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it('checks the §5 rules before sending: a password when adding, and at least one role', async () => {
    const fetchMock = mockApi({ 'GET /admin/api/getemployees': () => json([]) });
    const { user } = renderAdmin('employees');
    await screen.findByRole('row', { name: 'New employee' });
    const add = row('New employee');
    await user.type(add.getByLabelText('Name'), 'Bad!');
    await user.click(add.getByRole('button', { name: 'Add' }));
    expect(await add.findByText('Please select at least 1 service type')).toBeInTheDocument();
    expect(add.getByText('Name can only contain letters, digits, spaces and #')).toBeInTheDocument();
    expect(add.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(fetchMock, 'POST /admin/api/saveemployee')).toHaveLength(0);
  });

  it('adds an employee without an id, says Employee Added, lists it and empties the Add row', async () => {
    const added = employee({ id: 9, name: 'Kim Ray', userName: 'kimray', roles: ['EMPLOYEE1'] });
    let list = [ADMIN];
    const fetchMock = mockApi({
      'GET /admin/api/getemployees': () => json(list),
      'POST /admin/api/saveemployee': () => {
        list = [...list, added];
        return json({ message: 'Employee Added', employee: added });
      },
    });
    const { user } = renderAdmin('employees');
    await screen.findByRole('row', { name: 'New employee' });
    const add = row('New employee');
    await user.type(add.getByLabelText('Name'), 'Kim Ray');
    await user.type(add.getByLabelText('User name'), 'kimray');
    await user.type(add.getByLabelText('Password'), 'Secret123!');
    await user.click(add.getByLabelText('EMPLOYEE1'));
    await user.click(add.getByRole('button', { name: 'Add' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Employee Added');
    expect(bodyOf(callsTo(fetchMock, 'POST /admin/api/saveemployee')[0]?.init)).toEqual({
      name: 'Kim Ray',
      userName: 'kimray',
      password: 'Secret123!',
      roles: ['EMPLOYEE1'],
    });
    expect(await screen.findByRole('row', { name: 'Kim Ray' })).toBeInTheDocument();
    expect(row('New employee').getByLabelText('Name')).toHaveValue('');
    expect(row('New employee').getByLabelText('Password')).toHaveValue('');
  });

  it('updates with the id and no password when the password is left empty, keeping the old one', async () => {
    const fetchMock = mockApi({
      'GET /admin/api/getemployees': () => json([employee()]),
      'POST /admin/api/saveemployee': () => json({ message: 'Employee Added', employee: employee() }),
    });
    const { user } = renderAdmin('employees');
    await screen.findByRole('row', { name: 'Pat Lee' });
    const pat = row('Pat Lee');
    await user.click(pat.getByLabelText('ADMIN'));
    await user.click(pat.getByRole('button', { name: 'Update' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Employee Added');
    const body = bodyOf(callsTo(fetchMock, 'POST /admin/api/saveemployee')[0]?.init);
    expect(body).toEqual({ id: 2, name: 'Pat Lee', userName: 'patlee', roles: ['ADMIN', 'EMPLOYEE1'] });
    expect(body).not.toHaveProperty('password');
  });

  it('keeps focus on Update after a save and shows the employee as reloaded', async () => {
    let list = [employee()];
    mockApi({
      'GET /admin/api/getemployees': () => json(list),
      'POST /admin/api/saveemployee': () => {
        list = [employee({ userName: 'pat.lee', roles: ['ADMIN', 'EMPLOYEE1'] })];
        return json({ message: 'Employee Added', employee: list[0] });
      },
    });
    const { user } = renderAdmin('employees');
    await screen.findByRole('row', { name: 'Pat Lee' });
    await user.click(row('Pat Lee').getByLabelText('ADMIN'));
    await user.click(row('Pat Lee').getByRole('button', { name: 'Update' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Employee Added');
    await waitFor(() => expect(row('Pat Lee').getByLabelText('User name')).toHaveValue('pat.lee'));
    expect(row('Pat Lee').getByLabelText('ADMIN')).toBeChecked();
    expect(row('Pat Lee').getByRole('button', { name: 'Update' })).toHaveFocus();
    expect(screen.getByRole('form', { name: 'Pat Lee' })).toContainElement(
      row('Pat Lee').getByRole('button', { name: 'Update' }),
    );
  });

  it('refuses to update with no role left', async () => {
    const fetchMock = mockApi({ 'GET /admin/api/getemployees': () => json([employee()]) });
    const { user } = renderAdmin('employees');
    await screen.findByRole('row', { name: 'Pat Lee' });
    const pat = row('Pat Lee');
    await user.click(pat.getByLabelText('EMPLOYEE1'));
    await user.click(pat.getByRole('button', { name: 'Update' }));
    expect(await pat.findByText('Please select at least 1 service type')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /admin/api/saveemployee')).toHaveLength(0);
  });

  it('sends a new password on update and clears it from the screen once saved', async () => {
    const fetchMock = mockApi({
      'GET /admin/api/getemployees': () => json([employee()]),
      'POST /admin/api/saveemployee': () => json({ message: 'Employee Added', employee: employee() }),
    });
    const { user } = renderAdmin('employees');
    await screen.findByRole('row', { name: 'Pat Lee' });
    const pat = row('Pat Lee');
    await user.type(pat.getByLabelText('Password'), 'NewSecret1!');
    await user.click(pat.getByRole('button', { name: 'Update' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Employee Added');
    expect(bodyOf(callsTo(fetchMock, 'POST /admin/api/saveemployee')[0]?.init).password).toBe('NewSecret1!');
    await waitFor(() => expect(row('Pat Lee').getByLabelText('Password')).toHaveValue(''));
  });

  it('deletes by raw id, says Employee Added (spec §8) and drops the row', async () => {
    let list = [ADMIN, employee()];
    const fetchMock = mockApi({
      'GET /admin/api/getemployees': () => json(list),
      'POST /admin/api/deleteemployee': () => {
        list = [ADMIN];
        return json({ message: 'Employee Added', id: 2 });
      },
    });
    const { user } = renderAdmin('employees');
    await screen.findByRole('row', { name: 'Pat Lee' });
    await user.click(row('Pat Lee').getByRole('button', { name: 'Delete' }));
    await user.click(await row('Pat Lee').findByRole('button', { name: 'Yes, delete' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Employee Added');
    expect(callsTo(fetchMock, 'POST /admin/api/deleteemployee')[0]?.init?.body).toBe('2');
    await waitFor(() => expect(screen.queryByRole('row', { name: 'Pat Lee' })).not.toBeInTheDocument());
    // The row is gone: focus goes on from the screen's heading, not the start of the page.
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Manage Employees' })).toHaveFocus());
  });

  it('asks before deleting; Cancel and Escape send nothing and give focus back to Delete', async () => {
    const fetchMock = mockApi({ 'GET /admin/api/getemployees': () => json([ADMIN, employee()]) });
    const { user } = renderAdmin('employees');
    await screen.findByRole('row', { name: 'Pat Lee' });
    await user.click(row('Pat Lee').getByRole('button', { name: 'Delete' }));
    const confirm = within(await row('Pat Lee').findByRole('group', { name: 'Delete this employee?' }));
    expect(confirm.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(row('Pat Lee').getByRole('button', { name: 'Delete' })).toHaveFocus());
    await user.click(row('Pat Lee').getByRole('button', { name: 'Delete' }));
    await user.click(await row('Pat Lee').findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(row('Pat Lee').getByRole('button', { name: 'Delete' })).toHaveFocus());
    expect(callsTo(fetchMock, 'POST /admin/api/deleteemployee')).toHaveLength(0);
  });

  it("shows the §8 failure texts, and a 400 or a refusal with the server's text", async () => {
    let saveAnswer = () => json({ error: 'boom' }, 500);
    let deleteAnswer = () => json({ error: 'boom' }, 500);
    mockApi({
      'GET /admin/api/getemployees': () => json([ADMIN, employee()]),
      'POST /admin/api/saveemployee': () => saveAnswer(),
      'POST /admin/api/deleteemployee': () => deleteAnswer(),
    });
    const { user } = renderAdmin('employees');
    await screen.findByRole('row', { name: 'Pat Lee' });
    const pat = row('Pat Lee');
    const admin = row('Site Admin');

    await user.click(pat.getByRole('button', { name: 'Update' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to Add Employee');
    await user.click(pat.getByRole('button', { name: 'Delete' }));
    await user.click(await pat.findByRole('button', { name: 'Yes, delete' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Failed to Delete Employee'));

    saveAnswer = () => json({ error: 'Name is required' }, 400);
    await user.click(pat.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Name is required'));

    saveAnswer = () => json({ error: 'This user name is already taken' }, 409);
    await user.click(pat.getByRole('button', { name: 'Update' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Failed to Add Employee: This user name is already taken',
      ),
    );

    saveAnswer = () => json({ error: 'You cannot remove your own ADMIN role' }, 403);
    await user.click(admin.getByLabelText('EMPLOYEE1'));
    await user.click(admin.getByLabelText('ADMIN'));
    await user.click(admin.getByRole('button', { name: 'Update' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Failed to Add Employee: You cannot remove your own ADMIN role',
      ),
    );

    deleteAnswer = () => json({ error: 'You cannot delete your own account' }, 403);
    await user.click(admin.getByRole('button', { name: 'Delete' }));
    await user.click(await admin.findByRole('button', { name: 'Yes, delete' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Failed to Delete Employee: You cannot delete your own account',
      ),
    );

    deleteAnswer = () => json({ error: 'The last ADMIN cannot be deleted' }, 409);
    await user.click(admin.getByRole('button', { name: 'Delete' }));
    await user.click(await admin.findByRole('button', { name: 'Yes, delete' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Failed to Delete Employee: The last ADMIN cannot be deleted',
      ),
    );
    expect(screen.getByRole('row', { name: 'Site Admin' })).toBeInTheDocument();
  });
});
