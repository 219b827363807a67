import { useState } from 'react';
import { pathMatcher, submitFailure, type FieldErrors } from './form-errors';

/**
 * Errors of one form: per field, and one text for the rest. `check` shows what the form found
 * itself and says whether it may be sent; `fail` shows what the server refused.
 */
export function useFormErrors(fields: readonly string[]) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  return {
    errors,
    failure,
    check(found: FieldErrors): boolean {
      setFailure(null);
      setErrors(found);
      return Object.keys(found).length === 0;
    },
    fail(error: unknown, message?: string): void {
      if (message !== undefined) {
        setErrors({});
        setFailure(message);
        return;
      }
      const result = submitFailure(error, pathMatcher(fields));
      setErrors(result.fields);
      setFailure(result.message);
    },
  };
}
