import type { ReactNode } from 'react';
import { ReadOnlyNote } from './screen-access';

/**
 * A screen's heading, its one-line description and its main actions, the same on every screen;
 * under them, on a screen the member's role may only read, the line that says so.
 */
export function ScreenHeader({
  title,
  description,
  actions,
}: {
  readonly title: string;
  readonly description?: ReactNode;
  readonly actions?: ReactNode;
}) {
  return (
    <div className="admin-screen-header">
      <div>
        <h1 className="admin-screen-title">{title}</h1>
        {description && <p className="admin-screen-description">{description}</p>}
        <ReadOnlyNote />
      </div>
      {actions && <div className="admin-screen-actions">{actions}</div>}
    </div>
  );
}
