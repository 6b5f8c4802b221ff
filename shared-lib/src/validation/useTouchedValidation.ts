import { useCallback, useMemo, useState } from 'react';

export type FieldRules<K extends string> = Record<K, (value: string) => string | null>;

/**
 * The one form-touch hook of every form: an error shows once
 * the field has been left, or after a submit attempt touches everything (`touchAll` answers whether
 * the form is valid). `bind` gives a field (a MUI TextField, or a plain one taking the same props) its error
 * props; `shown` is the error of one field. No MUI in it: exported from the main entry (and, for apps built
 * on 2.0, still from `./mui`).
 */
export function useTouchedValidation<K extends string>(values: Record<K, string>, rules: FieldRules<K>) {
  const [touched, setTouched] = useState<Partial<Record<K, boolean>>>({});

  const errors = useMemo(() => {
    const result = {} as Record<K, string | null>;
    for (const key of Object.keys(rules) as K[]) result[key] = rules[key](values[key]);
    return result;
  }, [values, rules]);

  const touch = useCallback((key: K) => setTouched((t) => ({ ...t, [key]: true })), []);
  const touchAll = useCallback(() => {
    setTouched(Object.fromEntries(Object.keys(rules).map((key) => [key, true])) as Record<K, boolean>);
    return Object.values(errors).every((error) => error === null);
  }, [rules, errors]);
  const reset = useCallback(() => setTouched({}), []);

  /** The error to show for `key`, or null. */
  const shown = (key: K): string | null => (touched[key] ? errors[key] : null);

  /**
   * Props for a TextField: shows the error under the field once it has been left. The helper line
   * is always there (blank when valid) so an error appearing on blur does not move the button the
   * user is clicking.
   */
  const bind = (key: K) => ({
    onBlur: () => touch(key),
    error: shown(key) !== null,
    helperText: shown(key) ?? ' ',
  });

  return { shown, bind, touch, touchAll, reset };
}
