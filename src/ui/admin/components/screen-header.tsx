import type { ReactNode } from 'react';

/** A screen's heading, its one-line description and its main actions, the same on every screen. */
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
      </div>
      {actions && <div className="admin-screen-actions">{actions}</div>}
    </div>
  );
}
