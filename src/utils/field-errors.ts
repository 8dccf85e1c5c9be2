import { useState } from 'react';

/**
 * Form errors that go away as soon as the input is fixed (issue 25 item 7).
 *
 * An error is raised with the value its field had at that moment (on submit, or from the
 * server's field errors). While the field keeps that value the error stays; once the learner
 * changes it, the field's local rule decides: still wrong shows the rule's current message,
 * fixed shows nothing. Fields without a raised error stay quiet until the next submit, so
 * nobody is scolded while still typing. A key with no value of its own (such as `form`, a
 * server message about the whole form) stays until the next raise or clear.
 */
export type FieldMessages<K extends string> = Partial<Record<K, string | null | undefined>>;

export interface RaisedError {
  message: string;
  value: unknown;
}

export type RaisedErrors<K extends string> = Partial<Record<K, RaisedError>>;

/** Record `found` (non-empty messages only) against the values they were raised for. */
export function raiseErrors<K extends string>(found: FieldMessages<K>, values: Partial<Record<K, unknown>>): RaisedErrors<K> {
  const out: RaisedErrors<K> = {};
  for (const key of Object.keys(found) as K[]) {
    const message = found[key];
    if (message) out[key] = { message, value: values[key] };
  }
  return out;
}

/** The messages to show now: see the module comment. */
export function visibleErrors<K extends string>(raised: RaisedErrors<K>, values: Partial<Record<K, unknown>>, rules: (values: Partial<Record<K, unknown>>) => FieldMessages<K>): Partial<Record<K, string>> {
  const out: Partial<Record<K, string>> = {};
  let fresh: FieldMessages<K> | null = null;
  for (const key of Object.keys(raised) as K[]) {
    const error = raised[key];
    if (!error) continue;
    if (Object.is(error.value, values[key])) {
      out[key] = error.message;
      continue;
    }
    fresh ??= rules(values);
    const now = fresh[key];
    if (now) out[key] = now;
  }
  return out;
}

/**
 * The hook over the two functions above: `check()` validates everything on submit, `raise()`
 * records server field errors, `errors` is what to render.
 */
export function useFieldErrors<V extends Record<string, unknown>, K extends string = Extract<keyof V, string>>(values: V, rules: (values: V) => FieldMessages<K>) {
  const [raised, setRaised] = useState<RaisedErrors<K | 'form'>>({});
  const current = values as Partial<Record<K | 'form', unknown>>;
  const errors = visibleErrors<K | 'form'>(raised, current, (v) => rules(v as V) as FieldMessages<K | 'form'>);
  return {
    errors,
    /** validate every field (on submit); true when all pass */
    check(): boolean {
      const found = rules(values);
      setRaised(raiseErrors<K | 'form'>(found as FieldMessages<K | 'form'>, current));
      return !Object.values(found).some(Boolean);
    },
    /** show errors found elsewhere (server field errors, a form-wide message under `form`) */
    raise(found: FieldMessages<K | 'form'>) {
      setRaised(raiseErrors(found, current));
    },
    clear() {
      setRaised({});
    },
  };
}
