import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Container } from 'inversify';
import { BehaviorSubject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { ManualTime } from '../../../src/adapters/memory/manual-time.adapter';
import { MemoryCatalogueConsole } from '../../../src/adapters/memory/memory-catalogue-console';
import { CATALOGUE_CONSOLE_STORE } from '../../../src/application/catalogue/catalogue-console.tokens';
import { ToastStore } from '../../../src/application/notifications/toast.store';
import { CONSOLE_SESSION } from '../../../src/application/staff/staff-console.tokens';
import type { StaffRole } from '../../../src/domain/staff/staff-roles';
import { token } from '../../../src/ports/token';
import { ADMIN_ROUTES } from '../../../src/ui/admin/admin-routes';
import { AdminServicesProvider } from '../../../src/ui/admin/components/admin-services';
import { ScreenPermissions } from '../../../src/ui/admin/components/screen-access';
import PricesScreen from '../../../src/ui/admin/screens/prices.screen';
import { fixtureSlice } from '../../support/catalogue-fixture';

const header =
  'option_id,city,residence,room_type,academic_year,weeks,start_date,end_date,price_per_week,billing_frequency,currency,rooms_available,sold_out,version';
const option1 = '00000000-0000-4000-8000-0000000b0001';
/** The screen's entry of the console's route table, as the layout gives it. */
const prices = ADMIN_ROUTES.find((r) => r.path === '/catalogue/prices') ?? null;

function renderScreen(role: StaffRole) {
  const api = new MemoryCatalogueConsole(fixtureSlice);
  const container = new Container();
  container.bind(CATALOGUE_CONSOLE_STORE).toConstantValue(api);
  container.bind(token<ToastStore>('ToastStore')).toConstantValue(new ToastStore(new ManualTime()));
  container.bind(CONSOLE_SESSION).toConstantValue({
    session$: new BehaviorSubject({ status: 'signed-in', staff: { id: 's', email: 'e@digs.test', name: 'E', role } }),
  } as never);
  render(
    <AdminServicesProvider container={container}>
      <ScreenPermissions value={prices}>
        <PricesScreen />
      </ScreenPermissions>
    </AdminServicesProvider>,
  );
  return api;
}

describe('the prices in bulk screen', () => {
  it('previews every change and every refused row, then applies the changes', async () => {
    const api = renderScreen('editor');
    const sheet = [
      header,
      `${option1},M,S,C,2026/27,51,2026-09-12,2027-09-03,255.00,weekly,GBP,4,yes,1`,
      `${option1.replace('b0001', 'b0005')},M,S,C,2026/27,44,2026-09-12,2027-09-03,=1+1,weekly,GBP,3,no,1`,
    ].join('\n');
    fireEvent.change(screen.getByLabelText('Or paste it'), { target: { value: sheet } });
    fireEvent.click(screen.getByRole('button', { name: 'Preview changes' }));
    const changes = await screen.findByRole('table', { name: 'Changes' });
    expect(changes.textContent).toContain('£249.00');
    expect(changes.textContent).toContain('£255.00');
    const refused = screen.getByRole('table', { name: 'Refused rows (not applied)' });
    expect(refused.textContent).toContain('formula');
    expect(refused.textContent).toContain('44 weeks from 12 Sep 2026');
    expect(refused.textContent).not.toContain('b0005');
    expect((await api.get('tenancy_option', option1))?.pricePerWeekPence).toBe(24_900);
    // With a refused row nothing applies, until the operator chooses to apply only the good rows.
    expect(screen.getByRole('button', { name: 'Apply 1 change' })).toBeDisabled();
    fireEvent.click(
      screen.getByRole('checkbox', { name: /Apply only the 1 good row and leave the 1 refused row out/ }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Apply only the 1 good row' }));
    await waitFor(async () => expect((await api.get('tenancy_option', option1))?.pricePerWeekPence).toBe(25_500));
  });

  it('says why a sheet cannot be read, and when the server fails', async () => {
    const api = renderScreen('editor');
    fireEvent.change(screen.getByLabelText('Or paste it'), { target: { value: 'name,price\nx,1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Preview changes' }));
    expect((await screen.findByRole('alert')).textContent).toContain('option_id');
    api.failing = true;
    fireEvent.click(screen.getByRole('button', { name: 'Preview changes' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('could not do that'));
  });

  it('lets sales download the sheet but not import one', () => {
    renderScreen('sales');
    expect(screen.getByRole('link', { name: 'Download prices (CSV)' }).getAttribute('href')).toBe(
      '/api/admin/catalogue/prices.csv',
    );
    expect(screen.queryByLabelText('Or paste it')).toBeNull();
  });
});
