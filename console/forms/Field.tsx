// One input with its label and, beside it, the message for it (the schema's or the server's),
// linked for screen readers. Every console form builds on it.
export interface FieldAttrs {
  id: string;
  name: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

export function Field(props: {
  id: string;
  name: string;
  label: string;
  error?: string;
  /** Words for the codes a schema or the server answers (e.g. `taken`). */
  words?: Record<string, string>;
  children: (attrs: FieldAttrs) => React.ReactNode;
}) {
  const described = props.error ? `${props.id}-error` : undefined;
  return (
    <div className="field">
      <label htmlFor={props.id}>{props.label}</label>
      {props.children({ id: props.id, name: props.name, ...(props.error ? { 'aria-invalid': true, 'aria-describedby': described } : {}) })}
      {props.error && (
        <span className="field-error" id={described}>
          {props.words?.[props.error] ?? props.error}
        </span>
      )}
    </div>
  );
}

export function FormError({ error }: { error: string | null }) {
  return error ? (
    <p className="error" role="alert">
      {error}
    </p>
  ) : null;
}
