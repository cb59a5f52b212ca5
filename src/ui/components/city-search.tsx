import { type FormEvent, useId, useState } from 'react';
import { useLocation } from 'wouter';
import type { CitySummary } from '../../domain/catalogue/catalogue';

/** The hero search: a city or a university, with suggestions, leading to that city's residences. */
export function CitySearch({ cities }: { cities: readonly CitySummary[] }) {
  const [, navigate] = useLocation();
  const [query, setQuery] = useState('');
  const [message, setMessage] = useState('');
  const listId = useId();
  const options = cities.flatMap((c) => [
    { label: c.name, city: c.id, university: null as string | null },
    ...c.universities.map((u) => ({ label: `${u.name} (${c.name})`, city: c.id, university: u.id })),
  ]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const q = query.trim().toLowerCase();
    if (!q) return setMessage('Type a city or university.');
    const match =
      options.find((o) => o.label.toLowerCase() === q) ??
      options.find((o) => o.label.toLowerCase().startsWith(q)) ??
      options.find((o) => o.label.toLowerCase().includes(q)) ??
      cities.flatMap((c) =>
        c.universities.filter((u) => u.short_name.toLowerCase() === q).map((u) => ({ city: c.id, university: u.id })),
      )[0];
    if (!match) return setMessage(`We have no residences near “${query.trim()}” yet. Try one of our cities.`);
    setMessage('');
    navigate(match.university ? `/${match.city}?university=${match.university}` : `/${match.city}`);
  };

  return (
    <search>
      <form className="city-search" onSubmit={submit}>
        <label htmlFor={`${listId}-q`} className="visually-hidden">
          City or university
        </label>
        <input
          id={`${listId}-q`}
          type="search"
          list={listId}
          placeholder="Search a city or university"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          autoComplete="off"
          aria-describedby={`${listId}-msg`}
        />
        <datalist id={listId}>
          {options.map((o) => (
            <option key={o.label} value={o.label} />
          ))}
        </datalist>
        <button type="submit" className="button button-accent">
          Find rooms
        </button>
        <p id={`${listId}-msg`} className="search-message" aria-live="polite">
          {message}
        </p>
      </form>
    </search>
  );
}
