import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { getFormProps, useForm } from "@conform-to/react";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { ProfileFormFields, profileFormDefaults, type ProfileFormFieldsMeta } from "~/components/profile/profile-form";
import { FormAlert } from "~/components/ui/form-alert";
import { RouteDialog } from "~/components/ui/route-dialog";
import { requireUser } from "~/auth.server";
import { refusalAsFormReply, refusalAsPage } from "~/errors.server";
import { ProfileSchema, parseWithZod } from "~/form-validation.server";
import { PROFILE_MESSAGES } from "~/schemas/profile-messages";
import { getOwnProfileValues, updateOwnProfile } from "~/services/profile.server";
import { redirectWithToast } from "~/toast.server";
import { useFailureAlert } from "~/utils/form-failure";
import { readFormData } from "~/utils/form.server";
import { useDeferredValidation } from "~/utils/use-deferred-validation";

const FORM_ID = "edit-profile";

/** The schema and Conform's Zod adapter, fetched when a field is first focused (issue 25). */
async function loadValidation() {
  const [{ parseWithZod }, { ProfileSchema }] = await Promise.all([import("@conform-to/zod/v4"), import("~/schemas/profile")]);
  return (formData: FormData) => parseWithZod(formData, { schema: ProfileSchema });
}

/**
 * The Edit Profile dialog (spec 1): a child of the Profile tab, a <dialog> with
 * JavaScript and a page without. The same schema as `PATCH /api/profile`.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const values = await refusalAsPage(() => getOwnProfileValues(user));
  return json({ values, loginEmail: user.email });
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const submission = parseWithZod(await readFormData(request), { schema: ProfileSchema });
  if (submission.status !== "success") return json(submission.reply(), { status: 400 });
  return refusalAsFormReply(
    submission,
    async () => {
      await updateOwnProfile(user, submission.value);
      return redirectWithToast("/profile", { title: PROFILE_MESSAGES.updated, description: "Your profile has been saved." });
    },
    { unexpected: PROFILE_MESSAGES.updateFailed },
  );
}

export default function EditProfile() {
  const { values, loginEmail } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
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
    <RouteDialog title="Edit Profile" closeTo="/profile" wide>
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
    </RouteDialog>
  );
}

export const meta: MetaFunction = () => [{ title: "Edit Profile | HR Portal" }];
