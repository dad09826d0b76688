import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form, Link, useNavigation } from "@remix-run/react";
import { ProfileFormFields, profileFormDefaults, type ProfileFormFieldsMeta } from "~/components/profile/profile-form";
import { FormAlert } from "~/components/ui/form-alert";
import type { ProfileField } from "~/schemas/profile";
import { PROFILE_MESSAGES } from "~/schemas/profile-messages";
import { useFailureAlert } from "~/utils/form-failure";
import { useDeferredValidation } from "~/utils/use-deferred-validation";

const FORM_ID = "edit-profile";

/** The schema and Conform's Zod adapter, fetched when a field is first focused (issue 25). */
async function loadValidation() {
  const [{ parseWithZod }, { ProfileSchema }] = await Promise.all([import("@conform-to/zod/v4"), import("~/schemas/profile")]);
  return (formData: FormData) => parseWithZod(formData, { schema: ProfileSchema });
}

/** The Edit Profile form (spec 1), in the dialog of `/profile/edit`: a module of its own (`lazyForm`). */
export function EditProfileForm({
  values,
  loginEmail,
  lastResult,
}: {
  values: { [K in ProfileField]?: string | boolean | null };
  loginEmail: string;
  lastResult?: SubmissionResult<string[]> | null;
}) {
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting";
  const validation = useDeferredValidation(FORM_ID, loadValidation);
  const [form, fields] = useForm({
    id: FORM_ID,
    lastResult,
    defaultValue: profileFormDefaults(values),
    // No getZodConstraint: it reads the relaxed fields as required, and none is (the names are checked by the schema).
    ...validation.options,
  });
  const alert = useFailureAlert(form, PROFILE_MESSAGES.updateFailed, PROFILE_MESSAGES.updateFailed);
  return (
    <Form method="post" action="/profile/edit" {...getFormProps(form)} onFocus={validation.onFocus} className="space-y-4">
      {alert ? <FormAlert {...alert} /> : null}
      {/* The schema reads every field from form text; Conform types them by the schema's input. */}
      <ProfileFormFields fields={fields as unknown as ProfileFormFieldsMeta} loginEmail={loginEmail} />
      <div className="flex justify-end gap-2">
        <Link to="/profile" className="btn-secondary" preventScrollReset>
          Cancel
        </Link>
        <button type="submit" className="btn-primary" disabled={submitting}>
          {submitting ? "Saving..." : "Save Changes"}
        </button>
      </div>
    </Form>
  );
}
