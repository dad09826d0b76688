import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import type { RouteHandle } from "~/components/dashboard/frame";
import { DialogButtons } from "~/components/equity/fields";
import { RouteDialog } from "~/components/ui/route-dialog";
import { requireRole } from "~/auth.server";
import { refusalAsToast } from "~/errors.server";
import { EE_MESSAGES } from "~/schemas/equity";
import { listCommitteeMembers, removeCommitteeMember } from "~/services/equity/committee.server";
import { redirectWithToast } from "~/toast.server";
import { readId } from "~/utils/ids";

/** Remove Committee Member (spec 2, HR only): a confirmation; the membership ends today and stays in the history. */
export const handle: RouteHandle = { tab: "ee-committee" };

const BACK = "/ee-committee/members";

function memberId(raw: string | undefined) {
  const id = readId(raw ?? "");
  if (id === null) throw json({ message: EE_MESSAGES.memberNotFound }, { status: 404 });
  return id;
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireRole(request, "hr");
  const id = memberId(params.id);
  const member = (await listCommitteeMembers()).find((candidate) => candidate.id === id);
  if (!member) throw json({ message: EE_MESSAGES.memberNotFound }, { status: 404 });
  return json({ member });
}

export async function action({ request, params }: ActionFunctionArgs) {
  await requireRole(request, "hr");
  const id = memberId(params.id);
  return refusalAsToast(BACK, EE_MESSAGES.failedRemoveMember, async () => {
    await removeCommitteeMember(id);
    return redirectWithToast(BACK, { title: EE_MESSAGES.memberRemoved });
  });
}

export default function RemoveMember() {
  const { member } = useLoaderData<typeof loader>();
  return (
    <RouteDialog title="Remove Committee Member" closeTo={BACK}>
      <Form method="post" className="space-y-4 text-sm">
        <p>
          Remove <strong>{member.employeeName}</strong> ({member.position}) from the EE committee? The membership ends today and stays in
          the committee&apos;s history.
        </p>
        <DialogButtons cancelTo={BACK} label="Remove Member" pendingLabel="Removing..." danger />
      </Form>
    </RouteDialog>
  );
}

export const meta: MetaFunction = () => [{ title: "Remove Committee Member | HR Portal" }];
