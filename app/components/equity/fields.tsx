import { Link, useNavigation } from "@remix-run/react";

export { FieldError } from "~/components/ui/field-error";

/** Cancel and submit, with the pending label while the form posts. */
export function DialogButtons({
  cancelTo,
  label,
  pendingLabel,
  danger = false,
  disabled = false,
}: {
  cancelTo: string;
  label: string;
  pendingLabel: string;
  danger?: boolean;
  disabled?: boolean;
}) {
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting" && navigation.formMethod === "POST";
  return (
    <div className="flex flex-wrap justify-end gap-2">
      <Link to={cancelTo} className="btn-secondary" preventScrollReset>
        Cancel
      </Link>
      <button
        type="submit"
        className={danger ? "btn-primary bg-red-700 hover:bg-red-800" : "btn-primary"}
        disabled={submitting || disabled}
      >
        {submitting ? pendingLabel : label}
      </button>
    </div>
  );
}
