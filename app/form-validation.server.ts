/**
 * The forms' schemas and Conform's Zod adapter for route loaders and actions (issue 25).
 * Imported from a route module directly, a schema module stays in the browser build even when
 * only the action uses it (its top-level `z.object(...)` calls may have side effects, so esbuild
 * keeps the import); through this `.server` module the browser gets an empty stand-in, and the
 * form fetches the same schema on first focus (`useDeferredValidation`).
 */
export { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
export { ChangePasswordSchema } from "~/schemas/auth";
export { EeRequestSchema } from "~/schemas/equity";
export { LeaveRequestFields, birthDateSchema, leaveRequestSchema } from "~/schemas/leave";
export { ProfileSchema } from "~/schemas/profile";
export { SuggestionSchema } from "~/schemas/suggestions";
