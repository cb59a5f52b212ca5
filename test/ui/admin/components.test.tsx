import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Link, Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { ConfirmDialog } from '../../../src/ui/admin/components/confirm-dialog';
import { type Column, DataTable } from '../../../src/ui/admin/components/data-table';
import { Field } from '../../../src/ui/admin/components/field';
import { FilterDisclosure } from '../../../src/ui/admin/components/filter-fields';
import { FormActions } from '../../../src/ui/admin/components/form-actions';
import { unsavedChangesMessage, useUnsavedChanges } from '../../../src/ui/admin/components/use-unsaved-changes';

interface City {
  readonly id: string;
  readonly name: string;
  readonly residences: number;
}

const cities: City[] = Array.from({ length: 23 }, (_, i) => ({
  id: `city-${i + 1}`,
  name: `City ${String.fromCharCode(65 + (i % 26))}${i + 1}`,
  residences: (i * 7) % 10,
}));

const columns: Column<City>[] = [
  { key: 'name', header: 'Name', cell: (c) => c.name, sortValue: (c) => c.name, searchValue: (c) => c.name },
  { key: 'residences', header: 'Residences', cell: (c) => c.residences, sortValue: (c) => c.residences, align: 'end' },
];

const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1) as HTMLTableRowElement[];

describe('DataTable', () => {
  it('pages the rows, with a page size to choose', () => {
    render(<DataTable rows={cities} columns={columns} rowKey={(c) => c.id} caption="Cities" empty="None" />);
    expect(bodyRows()).toHaveLength(10);
    expect(screen.getByText('1–10 of 23')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('21–23 of 23')).toBeVisible();
    expect(bodyRows()).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    fireEvent.change(screen.getByLabelText('Rows per page'), { target: { value: '25' } });
    expect(bodyRows()).toHaveLength(23);
  });

  it('sorts by a header, saying how with aria-sort', () => {
    render(
      <DataTable rows={cities} columns={columns} rowKey={(c) => c.id} caption="Cities" empty="None" pageSizes={[50]} />,
    );
    const header = screen.getByRole('columnheader', { name: /Residences/ });
    expect(header).toHaveAttribute('aria-sort', 'none');
    fireEvent.click(within(header).getByRole('button'));
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    const ascending = bodyRows().map((r) => Number(r.cells[1]?.textContent));
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    fireEvent.click(within(header).getByRole('button'));
    expect(header).toHaveAttribute('aria-sort', 'descending');
    expect(Number(bodyRows()[0]?.cells[1]?.textContent)).toBe(9);
    expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'none');
  });

  it('searches the searchable columns, and says when nothing matches', () => {
    render(
      <DataTable
        rows={cities}
        columns={columns}
        rowKey={(c) => c.id}
        caption="Cities"
        empty="None"
        searchLabel="Search cities"
      />,
    );
    fireEvent.change(screen.getByLabelText('Search cities'), { target: { value: 'b2' } });
    expect(bodyRows().map((r) => r.cells[0]?.textContent)).toEqual(['City B2']);
    fireEvent.change(screen.getByLabelText('Search cities'), { target: { value: 'zzz' } });
    expect(screen.getByText(/Nothing matches “zzz”/)).toBeVisible();
    expect(screen.getByText('No rows')).toBeVisible();
  });

  it('shows its empty state without rows', () => {
    render(<DataTable rows={[]} columns={columns} rowKey={(c) => c.id} caption="Cities" empty="No cities yet." />);
    expect(screen.getByRole('status')).toHaveTextContent('No cities yet.');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it("links each row to its screen, and a click on the row follows the row's link", () => {
    const location = memoryLocation({ path: '/', record: true });
    render(
      <Router hook={location.hook}>
        <DataTable
          rows={cities.slice(0, 3)}
          columns={columns}
          rowKey={(c) => c.id}
          caption="Cities"
          empty="None"
          rowHref={(c) => `/cities/${c.id}`}
        />
      </Router>,
    );
    expect(screen.getByRole('link', { name: 'City A1' })).toHaveAttribute('href', '/cities/city-1');
    fireEvent.click(bodyRows()[1]?.cells[1] as HTMLElement);
    expect(location.history.at(-1)).toBe('/cities/city-2');
  });
});

describe('Field', () => {
  it('ties its label, hint and inline error to the control', () => {
    render(
      <Field label="Price per week" hint="In pounds, e.g. 189.00" error="Enter a price above £0." required>
        {(control) => <input {...control} />}
      </Field>,
    );
    const input = screen.getByLabelText(/Price per week/);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Error: Enter a price above £0. In pounds, e.g. 189.00');
  });

  it('is plain without an error', () => {
    render(<Field label="Notes">{(control) => <textarea {...control} />}</Field>);
    const area = screen.getByLabelText('Notes');
    expect(area).not.toHaveAttribute('aria-invalid');
    expect(area).not.toHaveAttribute('aria-describedby');
  });
});

describe('FormActions', () => {
  it('says it is busy and cannot be pressed twice', () => {
    render(<FormActions submitLabel="Save" busy onCancel={() => {}} />);
    expect(screen.getByRole('button', { name: 'Saving…' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  });
});

describe('ConfirmDialog', () => {
  it('opens as a modal dialog with focus on Cancel, and Escape cancels', () => {
    const onCancel = vi.fn();
    const onConfirm = vi.fn();
    render(
      <ConfirmDialog open title="Remove Eddie?" confirmLabel="Remove" danger onConfirm={onConfirm} onCancel={onCancel}>
        <p>He can no longer sign in.</p>
      </ConfirmDialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Remove Eddie?' });
    expect(dialog).toHaveAccessibleDescription('He can no longer sign in.');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });
});

function DirtyForm() {
  const [value, setValue] = useState('');
  useUnsavedChanges(value !== '');
  return (
    <>
      <input aria-label="Name" value={value} onChange={(e) => setValue(e.target.value)} />
      <Link href="/elsewhere">Elsewhere</Link>
    </>
  );
}

describe('useUnsavedChanges', () => {
  it('asks before leaving a form with changes, by a link or by closing the tab', () => {
    const location = memoryLocation({ path: '/form', record: true });
    render(
      <Router hook={location.hook}>
        <DirtyForm />
      </Router>,
    );
    const confirm = vi.fn<(message?: string) => boolean>().mockReturnValue(false);
    const before = window.confirm;
    window.confirm = confirm;
    fireEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(confirm).not.toHaveBeenCalled();
    expect(location.history.at(-1)).toBe('/elsewhere');
    act(() => location.navigate('/form'));
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Manchester' } });
    fireEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(confirm).toHaveBeenCalledWith(unsavedChangesMessage);
    expect(location.history.at(-1)).toBe('/form');
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);
    confirm.mockReturnValue(true);
    fireEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(location.history.at(-1)).toBe('/elsewhere');
    window.confirm = before;
  });
});

describe('useUnsavedChanges and the browser’s Back button', () => {
  it('asks on Back, and staying puts the form’s address back without the router moving', async () => {
    window.history.pushState(null, '', '/before');
    window.history.pushState(null, '', '/form');
    render(
      <Router>
        <Route path="/form">
          <DirtyForm />
        </Route>
        <Route path="/before">
          <p>The page before</p>
        </Route>
      </Router>,
    );
    const confirm = vi.fn<(message?: string) => boolean>().mockReturnValue(false);
    const before = window.confirm;
    window.confirm = confirm;
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Manchester' } });
    act(() => window.history.back());
    await waitFor(() => expect(confirm).toHaveBeenCalledWith(unsavedChangesMessage));
    expect(window.location.pathname).toBe('/form');
    expect(screen.getByLabelText('Name')).toHaveValue('Manchester');
    expect(screen.queryByText('The page before')).toBeNull();

    confirm.mockReturnValue(true);
    act(() => window.history.back());
    expect(await screen.findByText('The page before')).toBeVisible();
    expect(window.location.pathname).toBe('/before');
    window.confirm = before;
  });
});

describe('FilterDisclosure', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });
  const onAPhone = (phone: boolean) =>
    vi
      .spyOn(window, 'matchMedia')
      .mockImplementation(
        (query: string) => ({ matches: phone && query.includes('max-width'), media: query }) as MediaQueryList,
      );
  const disclosure = () => screen.getByText('Filters').closest('details') as HTMLDetailsElement;

  it('is open on a wider screen', () => {
    onAPhone(false);
    render(<FilterDisclosure setCount={0}>fields</FilterDisclosure>);
    expect(disclosure().open).toBe(true);
  });

  it('is folded on a phone, and opens from its summary', () => {
    onAPhone(true);
    render(<FilterDisclosure setCount={0}>fields</FilterDisclosure>);
    expect(disclosure().open).toBe(false);
    fireEvent.click(screen.getByText('Filters'));
    expect(disclosure().open).toBe(true);
  });

  it('is open on a phone when a filter is set, and says how many are', () => {
    onAPhone(true);
    render(<FilterDisclosure setCount={2}>fields</FilterDisclosure>);
    expect(disclosure().open).toBe(true);
    expect(disclosure().querySelector('summary')?.textContent).toBe('Filters (2 set)');
  });
});
