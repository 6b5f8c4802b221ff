import { useCallback, useMemo, useState } from 'react';

export type FieldRules<K extends string> = Record<K, (value: string) => string | null>;

/**
 * The card form's touch rules, as every form of the site has them: a field's error shows once the field has been
 * left, or after a submit attempt touches everything (`touchAll` answers whether the form is valid). The helper line
 * is always there (blank when valid) so an error appearing on blur does not move the button being clicked.
 *
 * The same rules as shared-lib's `useTouchedValidation`, which is exported only from `@reeltime/shared-lib/mui`:
 * importing it from there would load MUI's theme with a page that draws no MUI.
 */
export function useCardValidation<K extends string>(values: Record<K, string>, rules: FieldRules<K>) {
  const [touched, setTouched] = useState<Partial<Record<K, boolean>>>({});

  const errors = useMemo(() => {
    const result = {} as Record<K, string | null>;
    for (const key of Object.keys(rules) as K[]) result[key] = rules[key](values[key]);
    return result;
  }, [values, rules]);

  const touch = useCallback((key: K) => setTouched((current) => ({ ...current, [key]: true })), []);
  const touchAll = useCallback(() => {
    setTouched(Object.fromEntries(Object.keys(rules).map((key) => [key, true])) as Record<K, boolean>);
    return Object.values(errors).every((error) => error === null);
  }, [rules, errors]);

  /** The error line of `key`: whether it shows an error, and its text (a blank while none shows). */
  const errorOf = (key: K) => {
    const shown = touched[key] ? errors[key] : null;
    return { error: shown !== null, helperText: shown ?? ' ' };
  };

  return { errorOf, touch, touchAll };
}
