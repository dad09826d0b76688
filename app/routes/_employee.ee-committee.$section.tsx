import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, Outlet, useLoaderData } from "@remix-run/react";
import type { RouteHandle } from "~/components/dashboard/frame";
import { CommitteeFileList } from "~/components/equity/committee-files";
import { requireUser } from "~/auth.server";
import { EE_FILE_LABELS } from "~/schemas/equity-messages";
import { listCommitteeFiles } from "~/services/equity/committee-files.server";
import { sectionKind } from "./_employee.ee-committee.server";

/** Minutes, Policies and Docs (spec 2): lists with preview and download for everyone; HR uploads and deletes. */
export const handle: RouteHandle = { tab: "ee-committee" };

const HEADINGS = { minutes: "Meeting Minutes", policies: "EE Policies", documents: "Committee Documents" } as const;

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const kind = sectionKind(params.section);
  return json({ kind, section: params.section!, files: await listCommitteeFiles(kind), isHr: user.role === "hr" });
}

export default function CommitteeFiles() {
  const { kind, section, files, isHr } = useLoaderData<typeof loader>();
  return (
    <div className="space-y-3">
      <Outlet />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold">{HEADINGS[kind]}</h3>
        {isHr ? (
          <Link to={`/ee-committee/${section}/upload`} className="btn-primary" preventScrollReset>
            {EE_FILE_LABELS[kind].title}
          </Link>
        ) : null}
      </div>
      {files.length === 0 ? (
        <p className="card p-4 text-sm text-stone-600">No {EE_FILE_LABELS[kind].one} uploaded yet.</p>
      ) : (
        <CommitteeFileList kind={kind} files={files} section={section} isHr={isHr} />
      )}
    </div>
  );
}
