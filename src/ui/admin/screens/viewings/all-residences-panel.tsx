/** The viewings desk's "All residences": one London day's viewings at every residence (issue 36 item 8). */
import { useCallback, useEffect, useState } from 'react';
import type { ViewingDeskConsoleStore } from '../../../../application/viewings/viewing-desk-console.store';
import { viewingDayInWords } from '../../../../domain/viewings/viewing-time';
import type { DeskAllResidencesDay, DeskViewing } from '../../../../ports/viewing-desk.port';
import { PendingAnswer } from '../../components/console-resource';
import { ViewingButton } from './calendar-panel';
import { DateStepper } from './date-stepper';
import { message } from './desk-shared';
import { ViewingDialog } from './viewing-dialogs';

export function AllResidencesPanel({ store }: { store: ViewingDeskConsoleStore }) {
  const [date, setDate] = useState(() => store.today());
  const [day, setDay] = useState<DeskAllResidencesDay | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [open, setOpen] = useState<{ viewing: DeskViewing; propertyId: string } | null>(null);

  const load = useCallback(async () => {
    try {
      setDay(await store.api.allResidencesDay(date));
      setFailed(null);
    } catch (error) {
      setFailed(message(error));
    }
  }, [store, date]);
  useEffect(() => {
    void load();
  }, [load]);

  const shown = day?.date === date ? day : null;
  return (
    <section aria-labelledby="desk-all-title" className="admin-card">
      <div className="desk-calendar-bar">
        <h2 id="desk-all-title" className="admin-section-title" aria-live="polite">
          All residences: {viewingDayInWords(`${date}T12:00:00Z`)}
        </h2>
        <div className="desk-calendar-controls">
          <DateStepper store={store} date={date} span="day" inputId="desk-all-date" onDate={setDate} />
        </div>
      </div>
      <PendingAnswer failed={failed} answered={Boolean(shown)} />
      {shown && shown.residences.length === 0 && (
        <p className="desk-empty">No viewings at any residence on this day.</p>
      )}
      {shown?.residences.map(({ residence, viewings }) => (
        <section key={residence.id} aria-labelledby={`desk-all-${residence.id}`} className="desk-all-residence">
          <h3 id={`desk-all-${residence.id}`} className="desk-day-title">
            {residence.name}, {residence.cityName}
          </h3>
          <ul className="desk-day-viewings">
            {viewings.map((v) => (
              <li key={v.reference}>
                <ViewingButton viewing={v} onOpen={(viewing) => setOpen({ viewing, propertyId: residence.id })} />
              </li>
            ))}
          </ul>
        </section>
      ))}
      {open && (
        <ViewingDialog
          store={store}
          propertyId={open.propertyId}
          viewing={open.viewing}
          onClose={() => setOpen(null)}
          onChanged={() => {
            setOpen(null);
            void load();
          }}
        />
      )}
    </section>
  );
}
