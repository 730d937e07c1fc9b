import type { EmployeeData } from '@app/shared';
import { Message, type SaveOutcome } from '@app/shared/ui';
import { useState } from 'react';
import { BackOfficeTable } from '../../../components/back-office-table';
import { useLoadedList } from '../../../lib/use-loaded-list';
import { deleteEmployee } from '../api/delete-employee';
import { getEmployees } from '../api/get-employees';
import { saveEmployee } from '../api/save-employee';
import { EmployeeRow } from './employee-row';
import { failureText } from './failure-text';

const COLUMNS = ['Name', 'User name', 'Password', 'Roles', 'Actions'];

/**
 * Manage Employees (spec §2 screen 17, ADMIN only): every employee with Update and Delete, and an Add row. Texts of
 * spec §8: `Employee Added` after an add, an update and a delete (the API answers it for all three); refusals show
 * the server's reason (docs/decisions.md "Manage Employees").
 */
export function ManageEmployeesPage() {
  const { rows: employees, loadError, reload: load } = useLoadedList(getEmployees);
  const [outcome, setOutcome] = useState<SaveOutcome>(null);

  const save = async (data: EmployeeData) => {
    setOutcome(null);
    try {
      const answer = await saveEmployee(data);
      setOutcome({ kind: 'success', text: answer.message });
      await load();
      return true;
    } catch (failure) {
      setOutcome({ kind: 'error', text: failureText(failure, 'Failed to Add Employee') });
      return false;
    }
  };

  const remove = async (id: number) => {
    setOutcome(null);
    try {
      const answer = await deleteEmployee(id);
      setOutcome({ kind: 'success', text: answer.message });
      await load();
    } catch (failure) {
      setOutcome({ kind: 'error', text: failureText(failure, 'Failed to Delete Employee') });
    }
  };

  return (
    <section className="admin-screen" aria-labelledby="manage-employees-title">
      <h1 id="manage-employees-title">Manage Employees</h1>
      {outcome && <Message kind={outcome.kind}>{outcome.text}</Message>}
      {loadError && <Message kind="error">{loadError}</Message>}
      {employees === null && !loadError && <p>Loading…</p>}
      {employees && (
        <BackOfficeTable caption="Employees" columns={COLUMNS} minWidth="40rem">
          {employees.map((employee) => (
            // The key carries the employee's values, so a row shows the saved employee again after a reload.
            <EmployeeRow key={JSON.stringify(employee)} employee={employee} onSave={save} onDelete={remove} />
          ))}
          <EmployeeRow onSave={save} />
        </BackOfficeTable>
      )}
    </section>
  );
}
