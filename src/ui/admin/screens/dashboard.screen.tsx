import { Link } from 'wouter';
import { ADMIN_SECTIONS, useConsoleNav } from '../components/console-nav';
import { roleDescriptions, roleLabels } from '../components/role-labels';
import { ScreenHeader } from '../components/screen-header';
import { useSignedInStaff } from '../components/use-console';

/** The console's home (issue 18): a welcome and the screens the member's role opens, by section. */
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
        ADMIN_SECTIONS.map((section) => {
          const entries = routes.filter((r) => r.section === section);
          if (entries.length === 0) return null;
          return (
            <section key={section} className="admin-dashboard-section" aria-labelledby={`dash-${section}`}>
              <h2 id={`dash-${section}`} className="admin-section-title">
                {section}
              </h2>
              <ul className="admin-tiles">
                {entries.map((r) => (
                  <li key={r.path}>
                    <Link href={r.path} className="admin-tile">
                      <span className="admin-tile-title">{r.title}</span>
                      {r.description && <span className="admin-tile-text">{r.description}</span>}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          );
        })
      )}
    </>
  );
}
