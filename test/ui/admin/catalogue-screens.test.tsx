import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { unsavedChangesMessage } from '../../../src/ui/admin/components/use-unsaved-changes';
import { renderConsole } from './render-console';

// The catalogue's edit screens load lazily; load them before the first test's time starts.
await Promise.all([
  import('../../../src/ui/admin/screens/residences.screen'),
  import('../../../src/ui/admin/screens/residence.screen'),
  import('../../../src/ui/admin/screens/room-type.screen'),
  import('../../../src/ui/admin/screens/cities.screen'),
  import('../../../src/ui/admin/screens/universities.screen'),
]);

const squareGardens = '00000000-0000-4000-8000-00000000e001';
const classicStudio = '00000000-0000-4000-8000-00000000f001';
const let249 = '00000000-0000-4000-8000-0000000b0001';
const residencePath = `/admin/catalogue/residences/${squareGardens}`;
const roomTypePath = `${residencePath}/room-types/${classicStudio}`;

const type = (label: string | RegExp, value: string, within: HTMLElement = document.body) => {
  const [field] = screen.getAllByLabelText(label).filter((e) => within.contains(e));
  fireEvent.change(field as HTMLElement, { target: { value } });
};
const click = (name: string | RegExp) => fireEvent.click(screen.getByRole('button', { name }));
const toast = async (text: RegExp) => expect(await screen.findByText(text)).toBeVisible();

const confirmBefore = window.confirm;
afterEach(() => {
  window.confirm = confirmBefore;
});

describe('the residence screen', () => {
  it('opens from the Residences table and saves every field, a toast saying so', async () => {
    const { catalogue, history } = renderConsole('/admin/catalogue/residences', 'editor');
    fireEvent.click(await screen.findByRole('link', { name: 'Square Gardens' }));
    expect(await screen.findByRole('heading', { name: 'Square Gardens', level: 1 })).toBeVisible();
    expect(history.at(-1)).toBe(residencePath);
    expect(screen.getByLabelText(/Address on the site/)).toHaveAccessibleDescription(
      /\/manchester\/square-gardens\. Changing it leaves a permanent \(301\) redirect/,
    );
    type(/^Tagline/, 'Garden-square living, by the park');
    type(/^Latitude/, '53.4731');
    type(/^Amenities/, 'Gym\nCinema room\n\nBike store');
    fireEvent.change(screen.getByLabelText(/^Status/), { target: { value: 'withdrawn' } });
    click('Save changes');
    await toast(/Square Gardens is saved/);
    const saved = await catalogue?.catalogue.get('property', squareGardens);
    expect(saved).toMatchObject({
      tagline: 'Garden-square living, by the park',
      lat: 53.4731,
      amenities: ['Gym', 'Cinema room', 'Bike store'],
      status: 'withdrawn',
      version: 2,
    });
  });

  it("shows the server's message beside each refused field", async () => {
    renderConsole(residencePath, 'editor');
    await screen.findByRole('heading', { name: 'Square Gardens', level: 1 });
    type(/^Name/, '');
    type(/^Latitude/, 'north');
    type(/Address on the site/, 'Square Gardens!');
    click('Save changes');
    expect(await screen.findByText('Check the highlighted fields.')).toBeVisible();
    expect(screen.getByLabelText(/^Name/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Name/)).toHaveAccessibleDescription(/Fill this in/);
    expect(screen.getByLabelText(/^Latitude/)).toHaveAccessibleDescription(/A latitude, e\.g\. 53\.48/);
    expect(screen.getByLabelText(/^Tagline/)).not.toHaveAttribute('aria-invalid');
    type(/^Name/, 'Square Gardens');
    type(/^Latitude/, '53.4722');
    click('Save changes');
    await waitFor(() => expect(screen.getByLabelText(/Address on the site/)).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByLabelText(/^Name/)).not.toHaveAttribute('aria-invalid');
  });

  it('creates a new residence as a draft, then shows its own screen', async () => {
    const { catalogue, history } = renderConsole('/admin/catalogue/residences', 'editor');
    fireEvent.click(await screen.findByRole('link', { name: 'New residence' }));
    expect(await screen.findByRole('heading', { name: 'New residence', level: 1 })).toBeVisible();
    type(/^Name/, 'Oxford Road Works');
    click('Use “oxford-road-works”');
    type(/^Tagline/, 'New studios on Oxford Road');
    type(/^Description/, 'Studios above the old works.');
    type(/^Street address/, '101 Oxford Road');
    type(/^Postcode/, 'M1 7ED');
    type(/^Latitude/, '53.4701');
    type(/^Longitude/, '-2.2367');
    click('Create residence');
    await toast(/Oxford Road Works is created/);
    await waitFor(() => expect(history.at(-1)).toMatch(/^\/admin\/catalogue\/residences\/[0-9a-f-]{36}$/));
    const id = history.at(-1)?.split('/').at(-1) ?? '';
    expect(await catalogue?.catalogue.get('property', id)).toMatchObject({
      slug: 'oxford-road-works',
      status: 'draft',
    });
    expect(await screen.findByRole('heading', { name: 'Oxford Road Works', level: 1 })).toBeVisible();
  });

  it('refuses a save from an older version, naming who saved first, and loads their version', async () => {
    const { catalogue } = renderConsole(residencePath, 'editor', { othersSaveFirst: true });
    await screen.findByRole('heading', { name: 'Square Gardens', level: 1 });
    type(/^Tagline/, 'Mine');
    click('Save changes');
    expect(await screen.findByText(/sam\.okafor@digs\.test .* changed this since you opened it/)).toBeVisible();
    expect((await catalogue?.catalogue.get('property', squareGardens))?.tagline).toBe('Garden-square living');
    click('Load their version');
    expect(screen.getByLabelText(/^Tagline/)).toHaveValue('Garden-square living');
    expect(screen.getByText(/Version 2\./)).toBeVisible();
  });

  it('asks before a link takes the member away from changes not saved', async () => {
    const { history } = renderConsole(residencePath, 'editor');
    await screen.findByRole('heading', { name: 'Square Gardens', level: 1 });
    const confirm = vi.fn<(message?: string) => boolean>().mockReturnValue(false);
    window.confirm = confirm;
    type(/^Tagline/, 'Half-typed');
    fireEvent.click(within(screen.getByRole('navigation', { name: 'Console' })).getByRole('link', { name: 'Cities' }));
    expect(confirm).toHaveBeenCalledWith(unsavedChangesMessage);
    expect(history.at(-1)).toBe(residencePath);
    click('Discard changes');
    expect(confirm).toHaveBeenCalledTimes(2);
    expect(screen.getByLabelText(/^Tagline/)).toHaveValue('Half-typed');
  });

  it('shows sales the residence without a way to change it', async () => {
    renderConsole(residencePath, 'sales');
    await screen.findByRole('heading', { name: 'Square Gardens', level: 1 });
    expect(screen.getByLabelText(/^Tagline/)).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save changes' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Add a room type' })).toBeNull();
    expect(screen.queryByRole('heading', { name: /Gallery of/ })).toBeNull();
  });
});

describe('the room type screen', () => {
  it('lists the room types on the residence, and edits a let’s weekly price in pounds, kept in pence', async () => {
    const { catalogue, history } = renderConsole(residencePath, 'editor');
    fireEvent.click(await screen.findByRole('link', { name: 'Classic Studio' }));
    expect(await screen.findByRole('heading', { name: 'Classic Studio', level: 1 })).toBeVisible();
    expect(history.at(-1)).toBe(roomTypePath);
    const lets = screen.getByRole('table', { name: 'Lets of Classic Studio' });
    const price = within(lets).getAllByLabelText(/^Price a week \(£\)/);
    expect(price.map((p) => (p as HTMLInputElement).value)).toEqual(['265.00', '249.00', '259.00']);
    fireEvent.change(price[1] as HTMLElement, { target: { value: '£255.50' } });
    fireEvent.click(within(lets).getAllByRole('button', { name: /^Save/ })[1] as HTMLElement);
    await toast(/is saved/);
    expect(await catalogue?.catalogue.get('tenancy_option', let249)).toMatchObject({
      pricePerWeekPence: 25_550,
      version: 2,
    });
    expect(within(lets).getAllByLabelText(/^Price a week \(£\)/)[1]).toHaveValue('255.50');
  });

  it("shows the domain's refusal beside each field of a let, adds one and removes one", async () => {
    const { catalogue } = renderConsole(roomTypePath, 'editor');
    await screen.findByRole('heading', { name: 'Classic Studio', level: 1 });
    click('Add a let');
    const lets = screen.getByRole('table', { name: 'Lets of Classic Studio' });
    const row = (label: RegExp) => within(lets).getByLabelText(label);
    fireEvent.change(row(/^Weeks, the new let/), { target: { value: '12' } });
    fireEvent.change(row(/^Starts, the new let/), { target: { value: '2027-09-11' } });
    fireEvent.change(row(/^Ends, the new let/), { target: { value: '2028-06-30' } });
    fireEvent.click(within(lets).getByRole('button', { name: 'Save the new let' }));
    await waitFor(() => expect(row(/^Weeks, the new let/)).toHaveAttribute('aria-invalid', 'true'));
    expect(row(/^Weeks, the new let/)).toHaveAccessibleDescription(/is 42 weeks .*not 12/);
    expect(row(/^Weeks, the new let/)).toHaveAccessibleDescription(/is 42 weeks .*not 12/);
    fireEvent.change(row(/^Weeks, the new let/), { target: { value: '42' } });
    fireEvent.change(row(/^Price a week \(£\), the new let/), { target: { value: 'a lot' } });
    fireEvent.click(within(lets).getByRole('button', { name: 'Save the new let' }));
    expect(row(/^Price a week \(£\), the new let/)).toHaveAccessibleDescription(/in pounds, such as 189\.50/);
    fireEvent.change(row(/^Price a week \(£\), the new let/), { target: { value: '199' } });
    fireEvent.click(within(lets).getByRole('button', { name: 'Save the new let' }));
    await toast(/The let 2027\/28 from 2027-09-11 is saved/);
    const options = await catalogue?.catalogue.list('tenancy_option', { where: { roomTypeId: classicStudio } });
    expect(options?.items.map((o) => [o.weeks, o.pricePerWeekPence])).toContainEqual([42, 19_900]);

    fireEvent.click(
      within(lets).getByRole('button', { name: 'Remove 2026/27, 51 weeks from 2026-09-12' }).closest('button') ??
        document.body,
    );
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(async () => expect(await catalogue?.catalogue.get('tenancy_option', let249)).toBeNull());
  });

  it('says why an upload was refused (a decompression bomb), and keeps the rest of the screen', async () => {
    renderConsole(roomTypePath, 'editor', { uploadsRefused: true });
    await screen.findByRole('heading', { name: 'Gallery of Classic Studio' });
    fireEvent.change(screen.getByLabelText('Choose files'), {
      target: { files: [new File([new Uint8Array([0x89, 0x50])], 'huge.png', { type: 'image/png' })] },
    });
    type(/Alt text for picture 1/, 'The view');
    click('Upload the picture');
    expect(await screen.findByText(/too many pixels/)).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Classic Studio', level: 1 })).toBeVisible();
  });

  it('gives sales no edit controls on the lets', async () => {
    renderConsole(roomTypePath, 'sales');
    await screen.findByRole('heading', { name: 'Classic Studio', level: 1 });
    const lets = screen.getByRole('table', { name: 'Lets of Classic Studio' });
    expect(within(lets).queryAllByRole('button')).toEqual([]);
    for (const input of within(lets).getAllByRole('textbox')) expect(input).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Add a let' })).toBeNull();
  });
});

describe('the cities and universities screens', () => {
  it("refuses to delete a city with residences, with the server's message", async () => {
    const { catalogue } = renderConsole('/admin/catalogue/cities', 'editor');
    const table = await screen.findByRole('table', { name: 'Cities' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual([
      expect.stringContaining('City'),
      expect.stringMatching(/^Leeds.*0\s*0/),
      expect.stringMatching(/^Manchester.*2\s*2/),
    ]);
    click(/^Delete Manchester/);
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/has 2 residences; move or delete them first/);
    expect(within(dialog).queryByRole('button', { name: 'Delete' })).toBeNull();
    expect((await catalogue?.catalogue.list('city'))?.total).toBe(2);
  });

  it('adds a city, then deletes it (no residences)', async () => {
    renderConsole('/admin/catalogue/cities', 'owner');
    await screen.findByRole('table', { name: 'Cities' });
    click('Add a city');
    type(/^Name/, 'Sheffield');
    type(/Address on the site/, 'sheffield');
    type(/^Region/, 'South Yorkshire');
    type(/^Introduction/, 'Two universities and a lot of students.');
    type(/^Latitude/, '53.8008');
    type(/^Longitude/, 'west');
    click('Add city');
    await waitFor(() => expect(screen.getByLabelText(/^Longitude/)).toHaveAccessibleDescription(/A longitude/));
    type(/^Longitude/, '-1.5491');
    click('Add city');
    await toast(/Sheffield is added/);
    fireEvent.click(await screen.findByRole('button', { name: /^Delete Sheffield/ }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await toast(/Sheffield is deleted/);
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Delete Sheffield/ })).toBeNull());
  });

  it('edits a university, its website checked by the server', async () => {
    const { catalogue } = renderConsole('/admin/catalogue/universities', 'editor');
    await screen.findByRole('table', { name: 'Universities' });
    click(/^Edit Manchester Metropolitan University/);
    type(/^Website/, 'mmu.ac.uk');
    click('Save university');
    await waitFor(() =>
      expect(screen.getByLabelText(/^Website/)).toHaveAccessibleDescription(/A web address starting https:\/\//),
    );
    type(/^Website/, 'https://www.mmu.ac.uk/');
    type(/^Short name/, 'Man Met');
    click('Save university');
    await toast(/Manchester Metropolitan University is saved/);
    const list = await catalogue?.catalogue.list('university', { q: 'metropolitan' });
    expect(list?.items[0]).toMatchObject({ shortName: 'Man Met', website: 'https://www.mmu.ac.uk/' });
  });

  it('lists the cities for sales without edit or delete', async () => {
    renderConsole('/admin/catalogue/cities', 'sales');
    await screen.findByRole('table', { name: 'Cities' });
    expect(screen.queryByRole('button', { name: /^(Edit|Delete|Add)/ })).toBeNull();
  });
});
