// One way every console form checks and sends: the same schema the server runs (common/) checks
// the input first, so a field's rule is written once; a refusal the server adds (an e-mail taken,
// an address refused) comes back as `fields` and shows beside the same field.
import { useState } from 'react';
import { issueFields } from '../../common/console-users';
import { ApiFailure } from '../api';

interface Schema<T> {
  safeParse(input: unknown): { success: true; data: T } | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
}

export function useSchemaForm<T>(schema: Schema<T> | null, send: (value: T) => Promise<unknown>) {
  const [fields, setFields] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  /** Resolves true when the server took it. */
  const submit = async (input: unknown): Promise<boolean> => {
    setFields({});
    setError(null);
    const parsed = schema ? schema.safeParse(input) : { success: true as const, data: input as T };
    if (!parsed.success) {
      setFields(issueFields(parsed.error));
      setError('Some fields need a change.');
      return false;
    }
    setBusy(true);
    try {
      await send(parsed.data);
      return true;
    } catch (failure) {
      if (failure instanceof ApiFailure) setFields(failure.fields);
      setError((failure as Error).message);
      return false;
    } finally {
      setBusy(false);
    }
  };
  const clear = (name: string) => setFields(({ [name]: _gone, ...rest }) => rest);
  return { fields, error, busy, submit, clear };
}
