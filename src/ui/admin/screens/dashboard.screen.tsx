import { Link } from 'wouter';
import { screenAccess } from '../../../domain/staff/staff-roles';
import { ADMIN_SECTIONS, useConsoleNav } from '../components/console-nav';
import { roleDescriptions, roleLabels } from '../components/role-labels';
import { ScreenHeader } from '../components/screen-header';
import { useSignedInStaff } from '../components/use-console';

/** The console's home (issue 18): a welcome and the screens the member's role opens, by section, each
 * described by what the role may do there (its read-only line where it may only read). */
export default function DashboardScreen() {
  const staff = useSignedInStaff();
  const routes = useConsoleNav().filter((r) => r.nav !== false);
  const firstName = (staff.name || staff.email).split(/\s+/)[0];
  return (
    <>
      <ScreenHeader
        title={`Welcome, ${firstName}`}
        description={
          <>
            You are signed in as <strong>{roleLabels[staff.role].toLowerCase()}</strong>:{' '}
            {roleDescriptions[staff.role].charAt(0).toLowerCase()}
            {roleDescriptions[staff.role].slice(1)}
          </>
        }
      />
      {routes.length === 0 ? (
        <div className="admin-card admin-message-card">
          <p>There is nothing for your role in the console yet. Viewings and enquiries arrive in a later release.</p>
        </div>
      ) : (
        <ul className="admin-tiles" aria-label="Your screens">
          {ADMIN_SECTIONS.flatMap((section) =>
            routes
              .filter((r) => r.section === section)
              .map((r) => {
                const text = (screenAccess(staff.role, r) === 'read' && r.readDescription) || r.description;
                return (
                  <li key={r.path}>
                    <Link href={r.path} className="admin-tile">
                      <span className="admin-tile-section">{section}</span>
                      <span className="admin-tile-title">{r.title}</span>
                      {text && <span className="admin-tile-text">{text}</span>}
                    </Link>
                  </li>
                );
              }),
          )}
        </ul>
      )}
    </>
  );
}
