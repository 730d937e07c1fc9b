import type { EmployeeData } from '@app/shared';
import { Message } from '@app/shared/ui';
import { useTranslation } from 'react-i18next';
import { BackOfficeTable } from '../../../components/back-office-table';
import { useFocusAfterRemoval } from '../../../lib/use-focus-after-removal';
import { useLoadedList } from '../../../lib/use-loaded-list';
import { useOutcome } from '../../../lib/use-outcome';
import { deleteEmployee } from '../api/delete-employee';
import { getEmployees } from '../api/get-employees';
import { saveEmployee } from '../api/save-employee';
import { EmployeeRow } from './employee-row';

/** A refusal's reason (a user name taken, your own account or ADMIN role, the last ADMIN) follows §8's text. */
const REFUSALS = [403, 409] as const;

/**
 * Manage Employees (spec §2 screen 17, ADMIN only): every employee with Update and Delete, and an Add row. Texts of
 * spec §8: `Employee Added` after an add, an update and a delete (the API answers it for all three); refusals show
 * §8's failure text and the server's reason (docs/decisions.md "Manage Employees").
 */
export function ManageEmployeesPage() {
  const { t } = useTranslation('admin');
  const { rows: employees, loadError, reload: load } = useLoadedList(getEmployees);
  const [outcome, setOutcome] = useOutcome();
  const heading = useFocusAfterRemoval<HTMLHeadingElement>();

  const save = async (data: EmployeeData) => {
    setOutcome(null);
    try {
      await saveEmployee(data);
      // The API answers spec §8's "Employee Added" for an add and an update: said here in the page's language.
      setOutcome({ kind: 'success', word: ({ t }) => t('employees.added') });
      await load();
      return true;
    } catch (failure) {
      setOutcome({
        kind: 'error',
        word: ({ t, failureText }) => failureText(failure, t('employees.addFailed'), REFUSALS),
      });
      return false;
    }
  };

  const remove = async (id: number) => {
    setOutcome(null);
    try {
      await deleteEmployee(id);
      // …and "Employee Added" for a delete too (spec §8).
      setOutcome({ kind: 'success', word: ({ t }) => t('employees.added') });
      await load();
      heading.removed();
    } catch (failure) {
      setOutcome({
        kind: 'error',
        word: ({ t, failureText }) => failureText(failure, t('employees.deleteFailed'), REFUSALS),
      });
    }
  };

  const columns = [
    t('shared.name'),
    t('employees.userName'),
    t('employees.password'),
    t('employees.roles'),
    t('shared.actions'),
  ];

  return (
    <section className="admin-screen" aria-labelledby="manage-employees-title">
      <h1 id="manage-employees-title" ref={heading.ref} tabIndex={-1}>
        {t('employees.heading')}
      </h1>
      {outcome && <Message kind={outcome.kind}>{outcome.text}</Message>}
      {loadError && <Message kind="error">{loadError}</Message>}
      {employees === null && !loadError && <p>{t('common:loading')}</p>}
      {employees && (
        <BackOfficeTable caption={t('employees.caption')} columns={columns} minWidth="40rem">
          {employees.map((employee) => (
            <EmployeeRow key={employee.id} employee={employee} onSave={save} onDelete={remove} />
          ))}
          <EmployeeRow onSave={save} />
        </BackOfficeTable>
      )}
    </section>
  );
}
