/** A Conform field's first error under it; `id` is the field's errorId, which its input's aria-describedby names. */
export function FieldError({ id, errors }: { id: string; errors?: string[] }) {
  return errors ? (
    <p id={id} className="field-error">
      {errors[0]}
    </p>
  ) : null;
}
