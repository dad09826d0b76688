import { requestOrigin } from "~/utils/request-info.server";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useSearchParams } from "@remix-run/react";
import type { RouteHandle } from "~/components/dashboard/frame";
import { FormAlert } from "~/components/ui/form-alert";
import { requireRole } from "~/auth.server";
import { createApiToken, listApiTokens, revokeApiToken } from "~/services/accounts/api-tokens.server";
import { recordAudit } from "~/services/audit.server";
import { refusalAsToast, settle } from "~/errors.server";
import { redirectWithToast } from "~/toast.server";
import { formatDateTimeNa } from "~/utils/format";
import { readId } from "~/utils/ids";
import { readFormData } from "~/utils/form.server";
import { DataTable } from "~/components/ui/data-table";

export const handle: RouteHandle = { tab: "api-tokens" };

export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, "hr");
  return json({ tokens: await listApiTokens() });
}

/**
 * intent=create (name): answers with the new token itself, the only time it is shown
 * (it is stored as a hash), so this is not a redirect. intent=revoke (id): redirects.
 * Both are written to the data-protection audit trail (who, which token, from where).
 */
export async function action({ request }: ActionFunctionArgs) {
  const hr = await requireRole(request, "hr");
  const form = await readFormData(request);
  const intent = form.get("intent");
  if (intent === "create") {
    const outcome = await settle(() => createApiToken(hr.id, String(form.get("name") ?? "")));
    if (!outcome.ok) return json({ created: null, error: outcome.refusal.message }, { status: outcome.refusal.status });
    const created = outcome.value;
    await recordAudit(requestOrigin(request), {
      action: "api_token_created",
      userId: hr.id,
      details: { tokenId: created.id, name: created.name },
    });
    return json({ created: { name: created.name, token: created.token }, error: null });
  }
  if (intent === "revoke") {
    return refusalAsToast("/admin/api-tokens", "Could not revoke the token", async () => {
      const revoked = await revokeApiToken(readId(String(form.get("id") ?? "")) ?? 0);
      await recordAudit(requestOrigin(request), {
        action: "api_token_revoked",
        userId: hr.id,
        details: { tokenId: revoked.id, name: revoked.name },
      });
      return redirectWithToast("/admin/api-tokens", { title: "Token revoked" });
    });
  }
  return json({ created: null, error: "Unknown action" }, { status: 400 });
}

type ApiToken = ReturnType<typeof useLoaderData<typeof loader>>["tokens"][number];

export default function AdminApiTokens() {
  const { tokens } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [params] = useSearchParams();
  const revoking = tokens.find((token) => String(token.id) === params.get("revoke"));
  return (
    <>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,30rem)_minmax(0,1fr)]">
        <section className="card space-y-4" aria-labelledby="new-token-title">
          <h2 id="new-token-title" className="text-lg font-semibold">
            New API Token
          </h2>
          <p className="text-sm text-stone-600">
            Scripts send the token as <code>Authorization: Bearer &lt;token&gt;</code> to the portal's JSON API (for example POST
            /api/csv-import) and act as you.
          </p>
          {actionData?.error ? <FormAlert title="Could not create the token" description={actionData.error} /> : null}
          <CreateTokenForm />
          {actionData?.created ? <CreatedToken created={actionData.created} /> : null}
        </section>
        <section className="space-y-2" aria-labelledby="tokens-title">
          <h2 id="tokens-title" className="text-lg font-semibold">
            API Tokens
          </h2>
          {revoking ? <RevokeConfirmation token={revoking} /> : null}
          {tokens.length === 0 ? <p className="card text-stone-600">No API tokens</p> : <TokenTable tokens={tokens} />}
        </section>
      </div>
    </>
  );
}

/** The form that names and creates a token (intent=create); a plain field, not a Conform one, so not the field kit. */
function CreateTokenForm() {
  return (
    <Form method="post" className="space-y-3">
      <input type="hidden" name="intent" value="create" />
      <div>
        <label htmlFor="token-name" className="field-label">
          Token name
        </label>
        <input id="token-name" name="name" required maxLength={100} className="field-input" placeholder="e.g. Nightly payroll sync" />
      </div>
      <button type="submit" className="btn-primary">
        Create Token
      </button>
    </Form>
  );
}

/** The token just created, shown this once in a read-only box that selects itself for copying. */
function CreatedToken({ created }: { created: { name: string; token: string } }) {
  return (
    <div role="status" className="space-y-2 rounded-md border border-emerald-300 bg-emerald-50 p-3 text-sm">
      <p className="font-semibold">Token “{created.name}” created</p>
      <p>Copy it now: it is shown only once.</p>
      <label htmlFor="new-token" className="field-label">
        Your new token
      </label>
      <input
        id="new-token"
        readOnly
        value={created.token}
        className="field-input font-mono text-xs"
        onFocus={(event) => event.currentTarget.select()}
      />
    </div>
  );
}

/** The confirmation asked before a token is revoked (`?revoke=id`). */
function RevokeConfirmation({ token }: { token: ApiToken }) {
  return (
    <div role="alertdialog" aria-labelledby="revoke-title" className="card space-y-3 border-red-300">
      <h3 id="revoke-title" className="font-semibold">
        Revoke “{token.name}”?
      </h3>
      <p className="text-sm">Scripts using this token will stop working at once. This cannot be undone.</p>
      <Form method="post" className="flex gap-3">
        <input type="hidden" name="intent" value="revoke" />
        <input type="hidden" name="id" value={token.id} />
        <button type="submit" className="btn-primary">
          Confirm Revoke
        </button>
        <Link to="/admin/api-tokens" className="btn-secondary">
          Cancel
        </Link>
      </Form>
    </div>
  );
}

/** The tokens in use: name, prefix, owner, when created and last used, and a Revoke link. */
function TokenTable({ tokens }: { tokens: ApiToken[] }) {
  return (
    <DataTable
      columns={[
        { label: "Name" },
        { label: "Prefix" },
        { label: "Created by" },
        { label: "Created" },
        { label: "Last used" },
        { label: "Actions", hidden: true },
      ]}
    >
      {tokens.map((token) => (
        <tr key={token.id}>
          <td className="font-medium">{token.name}</td>
          <td className="font-mono text-xs">{token.tokenPrefix}…</td>
          {/* A token acts as the user who created it. */}
          <td>{token.ownerName ?? "Unknown"}</td>
          <td className="whitespace-nowrap">{formatDateTimeNa(token.createdAt)}</td>
          <td className="whitespace-nowrap">{token.lastUsedAt ? formatDateTimeNa(token.lastUsedAt) : "Never"}</td>
          <td className="text-right">
            <Link to={`/admin/api-tokens?revoke=${token.id}`} className="text-red-700 underline" aria-label={`Revoke ${token.name}`}>
              Revoke
            </Link>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}

export const meta: MetaFunction = () => [{ title: "API Tokens | HR Admin" }];
