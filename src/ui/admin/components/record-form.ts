import { useCallback, useMemo, useState } from 'react';

/** A form's fields as typed: text, and booleans for checkboxes. */
export type FormValues = Readonly<Record<string, string | boolean>>;

/**
 * A number as typed, for the server to check: the number when it reads as one, else the text as
 * typed (the server answers with the field's own message, e.g. "A latitude, e.g. 53.48.").
 */
export function numberField(text: string): number | string {
  const trimmed = text.trim();
  const value = Number(trimmed);
  return trimmed !== '' && Number.isFinite(value) ? value : trimmed;
}

/** A list typed one item a line ("Gym\nCinema room"), without blank lines. */
export function linesField(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

/**
 * A console form's state (issue 18): the values as typed, the values it was opened with (so it
 * knows whether there is something to lose), and the server's message for each field.
 */
export function useRecordForm<V extends FormValues>(initial: V) {
  const [start, setStart] = useState<V>(initial);
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<Readonly<Record<string, string>>>({});
  const dirty = useMemo(
    () => Object.keys(values).some((k) => values[k as keyof V] !== start[k as keyof V]),
    [values, start],
  );
  const set = useCallback(<K extends keyof V>(key: K, value: V[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
  }, []);
  /** Starts again from these values (after a save, or a reload of the record). */
  const reset = useCallback((next: V) => {
    setStart(next);
    setValues(next);
    setErrors({});
  }, []);
  return { values, set, dirty, errors, setErrors, reset };
}
