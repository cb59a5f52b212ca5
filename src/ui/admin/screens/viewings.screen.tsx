import { useEffect, useState } from 'react';
import { VIEWING_DESK_CONSOLE_STORE } from '../../../application/viewings/viewings.tokens';
import type { DeskResidence } from '../../../ports/viewing-desk.port';
import { useAdminService } from '../components/admin-services';
import { PendingAnswer } from '../components/console-resource';
import { ScreenHeader } from '../components/screen-header';
import { AllResidencesPanel } from './viewings/all-residences-panel';
import { CalendarPanel } from './viewings/calendar-panel';
import { message, type Tab } from './viewings/desk-shared';
import { FeedPanel } from './viewings/feed-panel';
import { RulesPanel } from './viewings/rules-panel';

/** The residence select's value for every residence's day at once. */
const ALL = 'all';

export default function ViewingsScreen() {
  const store = useAdminService(VIEWING_DESK_CONSOLE_STORE);
  const [residences, setResidences] = useState<readonly DeskResidence[] | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [selected, setSelected] = useState('');
  const [tab, setTab] = useState<Tab>('calendar');

  useEffect(() => {
    store.api
      .residences()
      .then((list) => {
        setResidences(list);
        setSelected((current) => current || (list.find((r) => r.offersViewings) ?? list[0])?.id || '');
      })
      .catch((error) => setFailed(message(error)));
  }, [store]);

  return (
    <>
      <ScreenHeader
        title="Viewings desk"
        description="Each residence’s viewing calendar, its opening hours and rules, and a private calendar feed; or one day at all residences. Times are London time."
      />
      <PendingAnswer failed={failed} answered={residences !== null} />
      {residences && residences.length === 0 && <p>No residences yet.</p>}
      {residences && residences.length > 0 && (
        <>
          <div className="desk-bar">
            <label className="desk-residence">
              Residence{' '}
              <select value={selected} onChange={(event) => setSelected(event.target.value)}>
                <option value={ALL}>All residences</option>
                {residences.map((r) => (
                  <option key={r.id} value={r.id}>
                    {r.name}, {r.cityName}
                    {r.offersViewings ? '' : ' (no viewings yet)'}
                  </option>
                ))}
              </select>
            </label>
            {selected !== ALL && (
              <nav aria-label="Viewings desk" className="desk-tabs">
                {(['calendar', 'rules', 'feed'] as const).map((t) => (
                  <button
                    key={t}
                    type="button"
                    className={tab === t ? 'admin-button admin-button-primary' : 'admin-button'}
                    aria-pressed={tab === t}
                    onClick={() => setTab(t)}
                  >
                    {t === 'calendar' ? 'Calendar' : t === 'rules' ? 'Opening hours and rules' : 'Calendar feed'}
                  </button>
                ))}
              </nav>
            )}
          </div>
          {selected === ALL && <AllResidencesPanel store={store} />}
          {selected && selected !== ALL && tab === 'calendar' && (
            <CalendarPanel key={selected} store={store} propertyId={selected} />
          )}
          {selected && selected !== ALL && tab === 'rules' && (
            <RulesPanel key={selected} store={store} propertyId={selected} />
          )}
          {selected && selected !== ALL && tab === 'feed' && (
            <FeedPanel key={selected} store={store} propertyId={selected} />
          )}
        </>
      )}
    </>
  );
}
