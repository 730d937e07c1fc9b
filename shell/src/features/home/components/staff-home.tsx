import { Link } from 'react-router-dom';
import { useBasePath } from '../../../lib/base-path';
import { useSession } from '../../../lib/session/session-context';
import { STAFF_TOOLS } from '../../../lib/staff-tools';

/** The back-office home: the tools of this prefix (spec §2 "Admin Tools"). */
export function StaffHome() {
  const basePath = useBasePath();
  const { session } = useSession();
  return (
    <section className="home">
      <h1>Back office</h1>
      {session.staff && <p>Signed in as {session.staff.name}.</p>}
      <ul className="home__tools">
        {STAFF_TOOLS[basePath].map((tool) => (
          <li key={tool.to}>
            <Link to={tool.to}>{tool.label}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
