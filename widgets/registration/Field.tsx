// One labelled form control with its hint and error, wired for screen readers: the error is
// linked by aria-describedby and the control says aria-invalid while it has one.
import type { ReactNode } from '../react-deps';

export interface FieldProps {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  required?: boolean;
  requiredLabel: string;
  /** Renders the control with the accessibility attributes it must carry. */
  children(a11y: { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string; 'aria-required'?: boolean }): ReactNode;
}

export function Field({ id, label, hint, error, required, requiredLabel, children }: FieldProps) {
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className="naya-field">
      <label className="naya-label" htmlFor={id}>
        {label}
        {required && <span aria-label={requiredLabel}> *</span>}
      </label>
      {hint && (
        <span className="naya-hint" id={`${id}-hint`}>
          {hint}
        </span>
      )}
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': described || undefined, 'aria-required': required || undefined })}
      {error && (
        <p className="naya-error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}
